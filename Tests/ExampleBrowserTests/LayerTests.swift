import APIExample
import Testing
import TerminalKit
@testable import ExampleBrowser

/// One answer to "what is on top", which the keys, the views, the mouse and typing all follow.
@Suite struct LayerTests {
    private func sessionState() -> AppState {
        var state = AppState(width: 100, height: 30)
        state.screen = .session(caseId: "JoinChannelVideo")
        var session = SessionState(caseId: "JoinChannelVideo", serial: 1)
        session.controls = [SessionControl(id: "message", labelKey: "control.muteLocalAudio", kind: .text(""))]
        state.session = session
        return state
    }

    @Test func theOrderIsHelpLogViewerAlertSettingsPromptNotice() {
        var state = sessionState()
        #expect(state.layers == [.screen])
        state.session?.notice = SessionNotice("alert.engineError", ["1", "x"])
        #expect(state.topLayer == .notice)
        state.session?.prompt = SessionPrompt("permission.ask")
        #expect(state.topLayer == .prompt)
        state.settings = SettingsState()
        #expect(state.layers == [.screen, .settings], "the session's dialogs wait while settings are open")
        state.alert = SessionNotice("settings.saveFailed", ["x"])
        #expect(state.layers == [.screen, .settings, .alert])
        state.logViewer = LogViewerState()
        #expect(state.layers == [.logViewer], "the viewer hides everything under it, the alert included")
        state.showHelp = true
        #expect(state.layers == [.logViewer, .help])
    }

    @Test func keysMouseAndTypingFollowTheTopLayer() {
        var state = sessionState()
        state.logViewer = LogViewerState()
        state.alert = SessionNotice("settings.saveFailed", ["x"])
        // Enter dismisses the alert only once the viewer is closed; a click on the alert's box does nothing now.
        #expect(Keymap.bindings(for: state).contains { $0.command == .log(.close) })
        _ = Reducer.reduce(&state, .key(.mouse(MouseEvent(x: 50, y: 15, kind: .leftClick))))
        #expect(state.alert != nil)
        _ = Reducer.reduce(&state, .key(.escape))
        #expect(state.logViewer == nil && state.topLayer == .alert)
        _ = Reducer.reduce(&state, .key(.enter))
        #expect(state.alert == nil && state.topLayer == .screen)
        // On a text control typing goes into it (q and l are letters, not Back or the language key)...
        _ = Reducer.reduce(&state, .key(.char("q")))
        _ = Reducer.reduce(&state, .key(.char("l")))
        #expect(state.session?.control("message")?.kind == .text("ql") && state.language == .en)
        // ...and Enter sends it to the case.
        #expect(Reducer.reduce(&state, .key(.enter)) == [.performControl(id: "message", value: .text("ql"))])
        // Under a notice, typing is not for the control.
        state.session?.notice = SessionNotice("alert.engineError", ["1", "x"])
        _ = Reducer.reduce(&state, .key(.char("z")))
        #expect(state.session?.control("message")?.kind == .text("ql"))
    }

    @Test func sessionEventsOfAnEndedSessionOnlyAddToItsLog() {
        var state = sessionState()
        _ = Reducer.reduce(&state, .key(.escape))
        #expect(state.session == nil && state.endedSession?.serial == 1)
        _ = Reducer.reduce(&state, .session(serial: 1, .log(LogEntry(timeMs: 1, kind: .api, text: "destroy()"))))
        _ = Reducer.reduce(&state, .session(serial: 1, .notice(SessionNotice("late"))))
        _ = Reducer.reduce(&state, .session(serial: 7, .log(LogEntry(timeMs: 1, kind: .api, text: "other"))))
        #expect(state.endedSession?.log.entries.map(\.text) == ["destroy()"])
        #expect(state.endedSession?.notice == nil)
        #expect(state.logSnapshot?.isLive == false)
    }
}
