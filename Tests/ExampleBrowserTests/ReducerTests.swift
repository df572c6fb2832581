import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

@Suite struct ReducerTests {
    /// The menu with the JoinChannelVideo row selected (the Token case is first).
    private func videoRowSelected() -> AppState {
        var state = AppState()
        state.menu.selectedId = "JoinChannelVideo"
        return state
    }

    @Test func filterMatchesEnglishChineseAndIdAndEscClearsIt() {
        var state = AppState()
        _ = BrowserKeys.press([.char("/"), .char("a"), .char("u"), .char("d")], &state)
        #expect(state.visibleSections().flatMap(\.items).map(\.id)
                == ["JoinChannelAudio", "CustomPcmAudioSource", "CustomAudioRender", "RawAudioData", "AudioMixing",
                    "SpatialAudio", "AudioRouterPlayer", "AudioWaveform"])
        #expect(state.menu.selectedId == "JoinChannelAudio")
        _ = BrowserKeys.press([.escape], &state)
        #expect(state.menu.filter.isEmpty && !state.menu.isFiltering)
        _ = BrowserKeys.press([.char("/")] + "直播".map { Key.char($0) }, &state)
        #expect(state.visibleSections().flatMap(\.items).map(\.id)
                == ["JoinChannelVideoToken", "JoinChannelVideo", "JoinChannelAudio", "LiveStreaming"])
        _ = BrowserKeys.press([.escape, .char("/")] + "livestreaming".map { Key.char($0) }, &state)
        #expect(state.visibleSections().flatMap(\.items).map(\.id) == ["LiveStreaming"])
        _ = BrowserKeys.press([.char("x")], &state)
        #expect(state.visibleSections().isEmpty)
    }

    /// Focus reports come anywhere, even while text is typed, and change nothing but the app's background state;
    /// F7 sends it to the background by hand (in a session) and back.
    @Test func focusReportsAndF7MoveTheAppToTheBackground() {
        var state = AppState()
        _ = BrowserKeys.press([.char("/"), .focusOut], &state)
        #expect(state.isInBackground && state.menu.filter.isEmpty)
        _ = BrowserKeys.press([.focusIn], &state)
        #expect(!state.isInBackground)
        state.screen = .session(caseId: "JoinChannelVideo")
        state.menu.isFiltering = false
        _ = BrowserKeys.press([.function(7)], &state)
        #expect(state.isInBackground && state.terminalFocused)
        _ = BrowserKeys.press([.focusOut, .function(7), .focusIn], &state)
        #expect(!state.isInBackground)
    }

    @Test func lettersTypedInAFilterOrTextFieldAreNotCommands() {
        var state = AppState()
        _ = BrowserKeys.press([.char("/"), .char("q"), .char("l")], &state)
        #expect(state.menu.filter == "ql" && state.language == .en)
        var form = videoRowSelected()
        _ = BrowserKeys.press([.enter, .char("l"), .char("q")], &form)
        #expect(form.form?.values["channelName"] == "demolq")
        #expect(form.screen == .entry(caseId: "JoinChannelVideo"))
    }

    @Test func joinWithAnInvalidFieldShowsTheErrorThereAndStartsNothing() {
        var state = videoRowSelected()
        _ = BrowserKeys.press([.enter] + Array(repeating: .backspace, count: 4), &state)
        let effects = BrowserKeys.press(Array(repeating: .enter, count: 7), &state)
        #expect(effects.isEmpty)
        #expect(state.form?.errors == ["channelName": "error.channel.empty"])
        #expect(state.form?.focus == 0)
        #expect(state.screen == .entry(caseId: "JoinChannelVideo"))
    }

    @Test func joinHandsTypedConfigsToTheSession() {
        var state = videoRowSelected()
        _ = BrowserKeys.press([.enter, .tab, .char("7"), .tab, .right, .tab, .left], &state)
        let effects = BrowserKeys.press(Array(repeating: .enter, count: 4), &state)
        guard case .startSession(let id, _, let configs)? = effects.first else {
            Issue.record("no session started: \(effects)")
            return
        }
        #expect(id == "JoinChannelVideo")
        #expect(configs["channelName"] == .string("demo"))
        #expect(configs["uid"] == .int(7))
        #expect(configs["role"] == .string("audience"))
        #expect(configs["resolution"] == .string("640x360"))
        #expect(state.screen == .session(caseId: "JoinChannelVideo"))
    }

    @Test func tabWrapsAroundTheFormIncludingJoin() {
        var state = videoRowSelected()
        _ = BrowserKeys.press([.enter], &state)
        let rows = JoinChannelVideoEntry.fields.count + 1
        _ = BrowserKeys.press(Array(repeating: .tab, count: rows), &state)
        #expect(state.form?.focus == 0)
        _ = BrowserKeys.press([.backTab], &state)
        #expect(state.form?.focus == rows - 1)
    }

    @Test func backFromASessionStopsItReturnsToTheFormThenTheRow() {
        var state = videoRowSelected()
        _ = BrowserKeys.press([.down, .enter] + Array(repeating: .enter, count: 5), &state)
        #expect(state.screen == .session(caseId: "JoinChannelAudio"))
        let session = SessionState.fixture(caseId: "JoinChannelAudio", tiles: [], status: SessionStatus(), log: [], controls: [], notice: nil)
        #expect(BrowserKeys.press([.char("?"), .function(2), .resize], &state, session: session).isEmpty)
        _ = Reducer.reduce(&state, .resize(width: 40, height: 10), session: session)
        #expect(state.isTooSmall)
        #expect(state.screen == .session(caseId: "JoinChannelAudio"), "help, language and resize must not end a session")
        #expect(state.language == .zhHans)
        _ = BrowserKeys.press([.escape], &state, session: session)
        #expect(state.showHelp == false)
        let effects = BrowserKeys.press([.char("q")], &state, session: session)
        #expect(effects == [.stopSession])
        #expect(state.screen == .entry(caseId: "JoinChannelAudio"), "Back returns to the form, as the original's navigation does")
        #expect(state.form?.values["channelName"] == "demo")
        #expect(BrowserKeys.press([.char("q")], &state).isEmpty)
        #expect(state.screen == .menu && state.menu.selectedId == "JoinChannelAudio")
    }

    @Test func thePermissionDialogTakesYesAndNo() {
        var state = AppState()
        state.screen = .session(caseId: "JoinChannelVideo")
        var session = SessionState.fixture(caseId: "JoinChannelVideo", tiles: [], status: SessionStatus(), log: [], controls: [],
                                      notice: nil)
        session.prompt = SessionPrompt("permission.ask")
        #expect(BrowserKeys.press([.char("y")], &state, session: session) == [.answerPrompt(granted: true)])
        #expect(BrowserKeys.press([.escape], &state, session: session) == [.answerPrompt(granted: false)])
        #expect(state.screen == .session(caseId: "JoinChannelVideo"), "Esc answers the dialog; it does not leave")
    }

    @Test func anAppAlertIsDismissedBeforeAnythingElse() {
        var state = AppState()
        state.alert = SessionNotice("settings.corrupt", ["/tmp/x.bad"], severity: .error)
        #expect(BrowserKeys.press([.char("q")], &state).isEmpty, "q must not quit under an alert")
        #expect(state.alert != nil)
        _ = BrowserKeys.press([.enter], &state)
        #expect(state.alert == nil)
    }

    @Test func controlsGetChangesAndCtrlCLeavesBeforeQuitting() {
        var state = AppState()
        state.screen = .session(caseId: "JoinChannelAudio")
        let controls = [SessionControl(id: "a", labelKey: "x", kind: .toggle(false)),
                        SessionControl(id: "b", labelKey: "y", kind: .slider(value: 1, range: 0...4, step: 1), isEnabled: false)]
        let session = SessionState.fixture(caseId: "JoinChannelAudio", tiles: [], status: SessionStatus(), log: [], controls: controls, notice: nil)
        #expect(BrowserKeys.press([.enter], &state, session: session) == [.performControl(id: "a", value: .bool(true))])
        #expect(BrowserKeys.press([.tab], &state, session: session).isEmpty && state.liveSession?.focusedControl == 0,
                "Tab passes over the disabled control")
        #expect(BrowserKeys.press([.ctrl("c")], &state, session: session) == [.stopSession, .quit])
    }

    @Test func aNoticeTakesEnterFirst() {
        var state = AppState()
        state.screen = .session(caseId: "JoinChannelVideo")
        let session = SessionState.fixture(caseId: "JoinChannelVideo", tiles: [], status: SessionStatus(), log: [], controls: [],
                                      notice: SessionNotice("alert.joinFailed", ["-2"], severity: .error))
        #expect(BrowserKeys.press([.enter], &state, session: session) == [.dismissNotice])
        #expect(state.screen == .session(caseId: "JoinChannelVideo"))
    }
}
