import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// RtePlayer's session in both languages: the host's stream playing in the player's tile, and a channel without a
/// host after the open timeout.
@MainActor
@Suite struct RtePlayerSnapshotTests {
    @Test(arguments: Language.allCases)
    func theHostsStreamPlayingAndAChannelWithoutAHost(_ language: Language) throws {
        let form = ["url": "rte://\(KeyCenter().appId)/demo"]
        let playing = try SessionFixture.running("RtePlayer", form: form, seconds: 3)
        #expect(playing.tiles.first?.latestFrame != nil)
        for (width, height) in [(100, 30), (80, 24)] {
            SnapshotAssertion.assertSession(playing, language, width: width, height: height)
        }
        var settings = GlobalSettings()
        settings.remoteUserCount = 0
        let failed = try SessionFixture.running("RtePlayer", form: form, settings: settings, seconds: 11)
        #expect(failed.notice?.key == "rte.notice.failed")
        SnapshotAssertion.assertSession(failed, language, width: 80, height: 24, variant: "noHost")
    }
}
