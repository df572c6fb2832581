import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// KtvCopyrightMusic in both languages: the link across the whole width (no tiles), whole on one row at 100 columns
/// so that a selection copies it.
@MainActor
@Suite struct KtvCopyrightMusicSnapshotTests {
    @Test(arguments: Language.allCases)
    func theLink(_ language: Language) throws {
        let snapshot = try SessionFixture.running("KtvCopyrightMusic", seconds: 1)
        let screen = SessionScreen.render(snapshot, language, width: 100, height: 30)
        #expect(screen.lines.contains { $0.contains("https://docs.agora.io/en/interactive-live-streaming/overview/product-overview?platform=ios") })
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }
}
