import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// TransparentRender's session in both languages: the player's own tile with the whole stitched clip (backdrop and
/// alpha half), the local custom-video tile with only the ring left (the backdrop and the ring's hole are the
/// tile's background), and a remote user's tile, whole.
@MainActor
@Suite struct TransparentRenderSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        // One remote user, so the three tiles are the original's three canvases.
        var settings = GlobalSettings()
        settings.remoteUserCount = 1
        let snapshot = try SessionFixture.running("TransparentRender", settings: settings, seconds: 4.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }
}
