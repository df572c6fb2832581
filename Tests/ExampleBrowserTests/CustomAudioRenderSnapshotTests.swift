import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// CustomAudioRender's session in both languages: the pulled playback on the local meter, the controls and the log.
@MainActor
@Suite struct CustomAudioRenderSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 2
        let snapshot = try SessionFixture.running("CustomAudioRender", settings: settings, seconds: 6.1)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }
}
