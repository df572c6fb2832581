import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// AudioWaveform in both languages: audio tiles and the twenty-bar waveform in its panel, in Unicode and in ASCII.
@MainActor
@Suite struct AudioWaveformSnapshotTests {
    @Test(arguments: Language.allCases)
    func waveformAndAudioTiles(_ language: Language) throws {
        let snapshot = try SessionFixture.running("AudioWaveform", settings: .remoteUsers(2), seconds: 4)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
        SnapshotAssertion.assertSession(snapshot, language, width: 80, height: 24, variant: "ascii", glyphs: .ascii)
    }
}
