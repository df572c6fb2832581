import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// CustomVideoRender's session in both languages: the case-rendered outline in the remote tile.
@MainActor
@Suite struct CustomVideoRenderSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let snapshot = try SessionFixture.running("CustomVideoRender", seconds: 4.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }
}
