import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// CustomPcmAudioSource's session in both languages: pushing since the join, the file's level on the local meter,
/// the controls and the log.
@MainActor
@Suite struct CustomPcmAudioSourceSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 2
        let snapshot = try SessionFixture.running("CustomPcmAudioSource", ["pushOnJoin": .bool(true)], settings: settings, seconds: 6.1)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }
}
