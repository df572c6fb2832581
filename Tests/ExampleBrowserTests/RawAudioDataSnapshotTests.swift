import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// RawAudioData's session in both languages: the raw frames' meters, the counted lines in the log, the controls.
@MainActor
@Suite struct RawAudioDataSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 2
        let snapshot = try SessionFixture.running("RawAudioData", settings: settings, seconds: 6.1)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }
}
