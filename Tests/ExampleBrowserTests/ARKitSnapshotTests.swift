import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// ARKit's session in both languages: the first-frame confirmation over the scene still looking for a plane, then
/// the scene with two screens placed, three remote users (one waiting) and the first-frame time.
@MainActor
@Suite struct ARKitSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let confirm = try SessionFixture.running("ARKit", form: ["isFirstFrame": "true"], settings: .remoteUsers(3), seconds: 0.5)
        #expect(confirm.prompt?.key == "arkit.confirm.message")
        SnapshotAssertion.assertSession(confirm, language, width: 100, height: 30, variant: "confirm")
        let scene = try SessionFixture.running("ARKit", form: ["isFirstFrame": "true"], settings: .remoteUsers(3)) { run in
            run.session.answerPrompt(granted: true)
            run.advance(2.5)
            run.press("placeScreen")
            run.press("placeScreen")
            run.advance(3)
        }
        #expect(scene.tiles.filter { $0.appView != nil }.count == 2)
        SnapshotAssertion.assertSession(scene, language, width: 100, height: 30)
    }

    /// A click on a screen's tile removes that screen (the original's tap on a display), not the last one placed.
    @Test func aClickOnAScreenRemovesIt() throws {
        let run = try CaseRun("ARKit", settings: .remoteUsers(2), seconds: 2.5)
        // Stopped however the test ends: the engine is shared, and a live one would join the next test's session.
        defer { run.session.stop() }
        run.press("placeScreen")
        run.press("placeScreen")
        run.advance(3)
        let first = try #require(run.session.tiles.first { $0.appView != nil }?.uid)
        var state = AppState(language: .en, width: 100, height: 30)
        state.screen = .session(caseId: "ARKit")
        let buffer = RootView.render(state, session: run.session.state, glyphs: .unicode)
        let screen = buffer.lines.joined(separator: "\n")
        let title = try #require(ScreenText.find("uid \(first) Remote", in: buffer), "\(screen)")
        let effects = Reducer.reduce(&state, .key(.mouse(MouseEvent(x: title.x + 2, y: title.y + 3, kind: .leftClick))),
                                     session: run.session.state)
        guard case .performControl(let id, let value)? = effects.first, effects.count == 1 else {
            Issue.record("\(effects)\n\(screen)")
            return
        }
        #expect(id == "removeScreen" && value == .int(1))
        run.main.handleControl(id: id, value)
        #expect(run.panelText.contains { $0.hasPrefix("Screen 2: uid ") } && !run.panelText.contains { $0.hasPrefix("Screen 1:") },
                "\(run.panelText)")
        #expect(run.session.tiles.filter { $0.appView != nil }.count == 1)
    }
}
