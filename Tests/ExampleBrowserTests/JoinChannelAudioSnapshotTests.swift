import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// JoinChannelAudio's session with the ASCII glyphs: audio tiles with their meters, in both languages.
@MainActor
@Suite struct JoinChannelAudioSnapshotTests {
    @Test func asciiSessionInBothLanguages() throws {
        let audio = try SessionFixture.running("JoinChannelAudio", seconds: 3.1)
        for language in Language.allCases {
            SnapshotAssertion.assertSession(audio, language, width: 80, height: 24, variant: "ascii", glyphs: .ascii)
        }
    }
}
