import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// LocalCompositeGraph's session in both languages: the system's sheet up at the start (the camera inset composed
/// alone, on black, behind it), and once confirmed the composed picture in the local tile: the session's own
/// off-screen 100×30 screen, with that tile a placeholder inside it, under the camera inset.
@MainActor
@Suite struct LocalCompositeGraphSnapshotTests {
    static func settings() -> GlobalSettings {
        .remoteUsers(1)
    }

    @Test(arguments: Language.allCases)
    func theSheet(_ language: Language) throws {
        let snapshot = try SessionFixture.running("LocalCompositeGraph", settings: Self.settings(), seconds: 3)
        #expect(snapshot.prompt?.control == "shareScreen")
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "sheet")
    }

    @Test(arguments: Language.allCases)
    func composed(_ language: Language) throws {
        let snapshot = try SessionFixture.running("LocalCompositeGraph", settings: Self.settings()) { run in
            let display = OffscreenDisplay(host: run.session)
            run.advance(1)
            run.session.answerPrompt(granted: true)
            for _ in 0..<30 {
                display.refresh()
                run.advance(0.1)
            }
        }
        #expect(snapshot.prompt == nil)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "composed")
    }
}
