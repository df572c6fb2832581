import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// AudioRouterPlayer's session in both languages: the local tile with the route, the third-party player's own
/// titled tile with the clip, a remote user's tile, the Loudspeaker switch and the player's panel.
@MainActor
@Suite struct AudioRouterPlayerSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 1
        let snapshot = try SessionFixture.running("AudioRouterPlayer", settings: settings, seconds: 2.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }
}
