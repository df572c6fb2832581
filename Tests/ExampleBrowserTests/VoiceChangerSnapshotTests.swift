import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// VoiceChanger's session in both languages with effects picked live: the local tile sums them up and reports the
/// voice pitch it hears.
@MainActor
@Suite struct VoiceChangerSnapshotTests {
    @Test func voiceChangerWithEffects() throws {
        let session = try SessionFixture.running("VoiceChanger", steps: [
            (1, "chatBeautifier", .activate), (1, "roomAcoustics", .decrement), (1, "pitch", .increment), (1, "eqGain", .increment),
        ], seconds: 3.5)
        for language in Language.allCases {
            SnapshotAssertion.assertSession(session, language, width: 100, height: 30)
        }
    }
}
