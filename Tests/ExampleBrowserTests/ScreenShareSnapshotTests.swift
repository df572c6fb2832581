import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// ScreenShare's session in both languages: the system's sheet asking to start the broadcast, and the screen shared,
/// its tile showing the session's own off-screen 100×30 screen (with that tile a placeholder inside it) and the
/// panel saying the uid now publishes the screen.
@MainActor
@Suite struct ScreenShareSnapshotTests {
    static func settings() -> GlobalSettings {
        .remoteUsers(1)
    }

    @Test(arguments: Language.allCases)
    func theSheet(_ language: Language) throws {
        let snapshot = try SessionFixture.running("ScreenShare", settings: Self.settings(),
                                                  steps: [(3, "startScreen", .activate)], seconds: 3.5)
        #expect(snapshot.prompt?.control == "startScreen")
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "sheet")
    }

    @Test(arguments: Language.allCases)
    func sharing(_ language: Language) throws {
        let snapshot = try SessionFixture.running("ScreenShare", settings: Self.settings()) { run in
            let display = OffscreenDisplay(host: run.session)
            run.advance(3)
            run.press("startScreen")
            run.session.answerPrompt(granted: true)
            for _ in 0..<30 {
                display.refresh()
                run.advance(0.1)
            }
        }
        #expect(snapshot.panel?.lines.dropFirst().first?.arguments.last == "screenShare.publishing.screen")
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "sharing")
    }

    /// What the capture sees has the captured-screen tile as a placeholder, so the screen does not feed on itself;
    /// the screen itself shows the captured picture there.
    @Test func theCaptureLeavesItsOwnTileOut() throws {
        let snapshot = try SessionFixture.running("ScreenShare", settings: Self.settings()) { run in
            let display = OffscreenDisplay(host: run.session)
            run.advance(3)
            run.press("startScreen")
            run.session.answerPrompt(granted: true)
            for _ in 0..<10 {
                display.refresh()
                run.advance(0.1)
            }
        }
        var state = AppState(width: 100, height: 30)
        state.screen = .session(caseId: snapshot.caseId)
        state.session = snapshot
        let shown = RootView.render(state, glyphs: .unicode).lines.joined(separator: "\n")
        let captured = RootView.render(state, glyphs: .unicode, capturingScreen: true).lines.joined(separator: "\n")
        #expect(captured.contains("(this view is not captured)") && !shown.contains("(this view is not captured)"))
        #expect(shown.contains("Captured screen") && captured.contains("Captured screen"))
        // Only the tile's inside differs: the rest of the screen is the same in both.
        let differing = zip(shown.split(separator: "\n"), captured.split(separator: "\n")).filter { $0 != $1 }.count
        #expect((1...6).contains(differing), "\(differing) rows differ")
    }
}
