import AgoraRtcSim
import MediaFormats
import APIExample
import TerminalKit
import TestSupport
import Testing
@testable import ExampleBrowser

/// The keys' focus among a running case's controls, and the status line's clock, as a user meets them.
@MainActor
@Suite struct ControlFocusTests {
    /// The running `run`'s screen, as the browser holds it.
    private func browser(_ run: CaseRun) -> AppState {
        var state = AppState(width: 100, height: 30)
        state.screen = .session(caseId: run.session.state.caseId)
        return state.installing(session: run.session.state)
    }

    @Test func theFirstFocusLandsOnAnEnabledControl() throws {
        // The stream plays at once: Play is disabled, Stop is not.
        let run = try CaseRun("RtePlayer", seconds: 3)
        #expect(run.control("play")?.isEnabled == false && run.control("stop")?.isEnabled == true)
        var state = browser(run)
        #expect(BrowserKeys.press([.enter], &state) == [.performControl(id: "stop", value: .pressed)],
                "Enter on the first screen presses the control the focus shows")
        run.session.stop()
    }

    @Test func tabAndShiftTabPassOverDisabledControls() throws {
        let run = try CaseRun("JoinChannelAudio", seconds: 2)
        let ids = run.session.state.controls.map(\.id)
        #expect(run.control("inEarVolume")?.isEnabled == false, "the ear's volume waits for in-ear monitoring")
        var state = browser(run)
        BrowserKeys.press([.tab, .tab, .tab], &state)
        #expect(state.liveSession?.focusedControl.map { ids[$0] } == "audioScenario")
        BrowserKeys.press([.backTab], &state)
        #expect(state.liveSession?.focusedControl.map { ids[$0] } == "inEarMonitoring")
        run.session.stop()
    }

    @Test func aControlThatDisablesItselfHandsTheFocusOn() {
        var state = AppState()
        state.screen = .session(caseId: "JoinChannelAudio")
        var session = SessionState.fixture(caseId: "JoinChannelAudio", controls: [
            SessionControl(id: "start", labelKey: "x", kind: .action),
            SessionControl(id: "stop", labelKey: "y", kind: .action, isEnabled: false),
        ])
        #expect(BrowserKeys.press([.enter], &state, session: session) == [.performControl(id: "start", value: .pressed)])
        session.controls[0].isEnabled = false
        session.controls[1].isEnabled = true
        #expect(BrowserKeys.press([.enter], &state, session: session) == [.performControl(id: "stop", value: .pressed)])
        #expect(BrowserKeys.press([.tab], &state, session: session).isEmpty && state.liveSession?.focusedControl == 1,
                "the only enabled control keeps the focus")
    }

    @Test func theClockCountsFromTheJoinBeforeTheFirstStatsReport() throws {
        let run = try CaseRun("JoinChannelVideo")
        while !run.session.state.status.isJoined { run.advance(0.05) }
        run.advance(1.1)
        #expect(run.session.state.status.duration == 1)
        for language in Language.allCases {
            let screen = SessionScreen.render(run.session.state, language, width: 100, height: 30)
            #expect(ScreenText.find("00:01", in: screen) != nil, "\(language): the status line's clock")
        }
        run.advance(10)
        #expect(run.session.state.status.duration >= 10 && run.session.state.status.duration <= 12, "then the SDK's duration")
        run.session.stop()
    }

    /// A line typed in a text control reaches the case when the focus leaves it, so the button beside it acts on
    /// what is typed (MediaPlayer: type a path, Tab to Open, Enter).
    @Test func aTypedLineReachesTheCaseWhenTheFocusLeavesIt() throws {
        let run = try CaseRun("MediaPlayer", seconds: 1)
        var state = browser(run)
        let perform = { (effects: [Effect]) in
            for case .performControl(let id, let value) in effects { run.session.set(id, value) }
        }
        let typed = "nothing-here.mp4"
        var effects = BrowserKeys.press(Array(repeating: .backspace, count: SampleMovie.fileName.count)
                                        + typed.map { .char($0) }, &state)
        #expect(effects.isEmpty, "typing alone sends nothing")
        effects = BrowserKeys.press([.tab], &state)
        #expect(effects == [.performControl(id: "url", value: .text(typed))])
        perform(effects)
        effects = BrowserKeys.press([.enter], &state)
        #expect(effects == [.performControl(id: "open", value: .pressed)])
        perform(effects)
        #expect(run.calls("open", selector: "open(with:)").last?.detail.contains("url: \"\(typed)\"") == true)
        // Leaving it again untouched sends nothing more.
        #expect(BrowserKeys.press([.backTab, .tab], &state).isEmpty)
        run.session.stop()
    }
}
