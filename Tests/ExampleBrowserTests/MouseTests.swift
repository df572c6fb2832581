import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// Clicks and the wheel, aimed at where the views really drew things: each test renders the screen, finds the
/// text in the cell buffer, and clicks there.
@Suite struct MouseTests {
    static let sizes = [(100, 30), (80, 24), (60, 18)]

    private func render(_ state: AppState, _ session: SessionState? = nil) -> CellBuffer {
        RootView.render(state, session: session, glyphs: .unicode)
    }

    private func mouse(_ kind: MouseEvent.Kind, at point: ScreenText.Point, _ state: inout AppState,
                       session: SessionState? = nil) -> [Effect] {
        Reducer.reduce(&state, .key(.mouse(MouseEvent(x: point.x, y: point.y, kind: kind))), session: session)
    }

    private func click(_ point: ScreenText.Point, _ state: inout AppState, session: SessionState? = nil) -> [Effect] {
        mouse(.leftClick, at: point, &state, session: session)
    }

    private func locate(_ text: String, in buffer: CellBuffer, rows: Range<Int>? = nil, startColumns: Range<Int>? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> ScreenText.Point {
        let screen = buffer.lines.joined(separator: "\n")
        return try #require(ScreenText.find(text, in: buffer, rows: rows, startColumns: startColumns),
                            "\"\(text)\" is not on screen:\n\(screen)", sourceLocation: sourceLocation)
    }

    private func string(_ key: String, _ language: Language) -> String { L10n.shared.string(key, language) }

    // MARK: menu

    @Test(arguments: Language.allCases)
    func clickingAMenuRowSelectsItAndClickingItAgainOpensIt(_ language: Language) throws {
        for (width, height) in Self.sizes {
            var state = AppState(language: language, width: width, height: height)
            for item in MenuRegistry.allItems where !item.hidden {
                state.screen = .menu
                state.form = nil
                // A row scrolled out of a small list is first brought into view, as the keyboard would.
                if !MenuLayout(state, width: width, height: height).visibleRows.contains(where: { $0.row.itemId == item.id }) {
                    state.menu.selectedId = item.id
                }
                // In the list, not the detail pane's title; padded to the row's end (or cut there), so that one name
                // that begins another (实时视频通话/直播 and its Token variant) finds its own row.
                let room = MenuLayout(state, width: width, height: height).list.width - 4
                let name = DisplayWidth.pad(string(item.nameKey, language), to: room)
                let row = try locate(name, in: render(state), rows: 2..<height - 1, startColumns: 0..<8)
                // The name's last cell and the pointer column both belong to the row.
                let onName = ScreenText.Point(x: row.x + 1, y: row.y)
                if item.id != state.menu.selectedId {
                    #expect(click(onName, &state).isEmpty)
                    #expect(state.menu.selectedId == item.id, "\(width)x\(height) click at \(onName)")
                    #expect(state.screen == .menu, "a click on another row only selects it")
                }
                #expect(click(ScreenText.Point(x: 1, y: row.y), &state).isEmpty)
                #expect(state.screen == .entry(caseId: item.id), "\(width)x\(height): a click on the selected row opens it")
                #expect(state.form?.caseId == item.id)
            }
        }
    }

    @Test func clicksBesideTheRowsSelectNothing() throws {
        var state = AppState(width: 100, height: 30)
        let before = state
        let buffer = render(state)
        let section = try locate(string("section.basic", .en), in: buffer)
        let detail = try locate(string("menu.keyAPIs", .en), in: buffer)
        for point in [section, detail, ScreenText.Point(x: 5, y: 0), ScreenText.Point(x: 60, y: section.y + 1)] {
            #expect(click(point, &state).isEmpty)
            #expect(state == before, "click at \(point)")
        }
    }

    @Test func theWheelMovesTheMenuSelection() throws {
        var state = AppState(width: 80, height: 24)
        let ids = state.visibleSections().flatMap(\.items).map(\.id)
        let anywhere = ScreenText.Point(x: 60, y: 10)
        _ = mouse(.wheelDown, at: anywhere, &state)
        #expect(state.menu.selectedId == ids[1])
        _ = mouse(.wheelDown, at: anywhere, &state)
        _ = mouse(.wheelUp, at: anywhere, &state)
        #expect(state.menu.selectedId == ids[1])
        _ = mouse(.wheelUp, at: anywhere, &state)
        _ = mouse(.wheelUp, at: anywhere, &state)
        #expect(state.menu.selectedId == ids[0] && state.screen == .menu)
    }

    // MARK: Entry form

    private func openForm(_ caseId: String, _ language: Language, width: Int = 80, height: Int = 24) -> AppState {
        var state = AppState(language: language, width: width, height: height)
        state.menu.selectedId = caseId
        _ = Reducer.reduce(&state, .key(.enter), session: nil)
        return state
    }

    @Test(arguments: Language.allCases)
    func clickingAFieldFocusesItAndClickingAChoiceChangesItAsTheArrowsDo(_ language: Language) throws {
        for (width, height) in Self.sizes {
            var state = openForm("JoinChannelVideo", language, width: width, height: height)
            let uid = try locate(string("field.uid", language), in: render(state))
            #expect(click(uid, &state).isEmpty)
            #expect(state.form?.focus == 1 && state.form?.values["role"] == "broadcaster")

            // On the value, past the "<": one step forward, as → does.
            var byKey = state
            byKey.form?.focus = 2
            _ = Reducer.reduce(&byKey, .key(.right), session: nil)
            let role = try locate("< " + string("role.broadcaster", language) + " >", in: render(state))
            #expect(click(ScreenText.Point(x: role.x + 2, y: role.y), &state).isEmpty)
            #expect(state.form?.focus == 2)
            #expect(state.form?.values["role"] == "audience" && state.form == byKey.form)

            // On the "<": one step back.
            let audience = try locate("< " + string("role.audience", language) + " >", in: render(state))
            _ = click(audience, &state)
            #expect(state.form?.values["role"] == "broadcaster", "\(width)x\(height)")

            // A text field's value only takes the focus.
            let channel = try locate("demo", in: render(state))
            _ = click(channel, &state)
            #expect(state.form?.focus == 0 && state.form?.values["channelName"] == "demo")
        }
    }

    @Test func clickingAToggleFlipsIt() throws {
        var state = openForm("LiveStreaming", .en)
        // Off by default, as the original's switch.
        #expect(state.form?.values["ultraLowLatency"] == "false")
        let off = try locate("[ ] " + string("form.off", .en), in: render(state))
        _ = click(ScreenText.Point(x: off.x + 5, y: off.y), &state)
        #expect(state.form?.values["ultraLowLatency"] == "true")
        #expect(state.form?.focus == LiveStreamingEntry.fields.firstIndex { $0.id == "ultraLowLatency" })
    }

    @Test(arguments: Language.allCases)
    func clickingJoinValidatesAndJoinsAsEnterThere(_ language: Language) throws {
        var state = openForm("JoinChannelVideo", language)
        for _ in 0..<4 { _ = Reducer.reduce(&state, .key(.backspace), session: nil) }
        let join = "[ " + string("form.join", language) + " ]"
        let firstJoin = try locate(join, in: render(state))
        #expect(click(firstJoin, &state).isEmpty, "an empty channel must not join")
        #expect(state.form?.errors["channelName"] == "error.channel.empty" && state.form?.focus == 0)
        #expect(state.screen == .entry(caseId: "JoinChannelVideo"))

        // The error line pushed the button down; the click follows what is drawn, not where it was.
        let movedJoin = try locate(join, in: render(state))
        #expect(movedJoin.y == firstJoin.y + 1)
        #expect(click(firstJoin, &state).isEmpty, "the old place is blank now")
        #expect(click(movedJoin, &state).isEmpty && state.form?.errors["channelName"] != nil, "still no channel")

        for character in "abc" { _ = Reducer.reduce(&state, .key(.char(character)), session: nil) }
        let join3 = try locate(join, in: render(state))
        #expect(join3.y == firstJoin.y, "typing a valid name takes the error line away")
        let effects = click(ScreenText.Point(x: join3.x + DisplayWidth.of(join) - 1, y: join3.y), &state)
        guard case .startSession(let id, _, let configs)? = effects.first else {
            Issue.record("Join by click started nothing: \(effects)")
            return
        }
        #expect(id == "JoinChannelVideo" && configs["channelName"] == .string("abc"))
        #expect(state.screen == .session(caseId: "JoinChannelVideo"))
    }

    // MARK: session

    static let controls = [
        SessionControl(id: "mute", labelKey: "control.muteLocalAudio", kind: .toggle(false)),
        SessionControl(id: "volume", labelKey: "control.recordingVolume", kind: .slider(value: 100, range: 0...400, step: 10)),
        SessionControl(id: "scenario", labelKey: "field.audioScenario",
                       kind: .choice(options: ChoiceOptions.audioScenarios, selected: "default")),
        SessionControl(id: "off", labelKey: "control.inEarMonitoring", kind: .toggle(true), isEnabled: false),
    ]

    private func sessionState(_ language: Language, width: Int = 80, height: Int = 24) -> (AppState, SessionState) {
        var state = AppState(language: language, width: width, height: height)
        state.screen = .session(caseId: "JoinChannelAudio")
        let session = SessionState.fixture(caseId: "JoinChannelAudio", tiles: [], status: SessionStatus(), log: [],
                                      controls: Self.controls, notice: nil)
        return (state, session)
    }

    @Test(arguments: Language.allCases)
    func clickingAControlFocusesItAndTogglesOrStepsIt(_ language: Language) throws {
        for (width, height) in Self.sizes {
            var (state, session) = sessionState(language, width: width, height: height)
            let buffer = render(state, session)
            let mute = try locate(string("control.muteLocalAudio", language), in: buffer)
            #expect(click(mute, &state, session: session) == [.performControl(id: "mute", value: .bool(true))])

            let volume = try locate(string("control.recordingVolume", language), in: buffer)
            #expect(click(volume, &state, session: session).isEmpty, "a slider's label only takes the focus")
            #expect(state.session?.controlFocus == 1)
            let value = try locate("< 100 >", in: buffer)
            #expect(click(value, &state, session: session) == [.performControl(id: "volume", value: .int(90))])
            #expect(click(ScreenText.Point(x: value.x + 6, y: value.y), &state, session: session)
                    == [.performControl(id: "volume", value: .int(110))])

            let scenario = try locate("< " + string("audioScenario.default", language) + " >", in: buffer)
            #expect(click(ScreenText.Point(x: scenario.x + 3, y: scenario.y), &state, session: session)
                    == [.performControl(id: "scenario", value: .option("gameStreaming"))], "\(width)x\(height)")
            #expect(state.session?.controlFocus == 2)

            let disabled = try locate(string("control.inEarMonitoring", language), in: buffer)
            #expect(click(disabled, &state, session: session).isEmpty, "a disabled control does nothing")
            #expect(state.session?.controlFocus == 3)
        }
    }

    @Test func theWheelMovesTheControlFocusButNotTheLog() throws {
        var (state, session) = sessionState(.en)
        let buffer = render(state, session)
        let pane = try locate(string("control.recordingVolume", .en), in: buffer)
        // The focus is the running session's: installed once, it keeps what the wheel does to it.
        _ = mouse(.wheelDown, at: pane, &state, session: session)
        _ = mouse(.wheelDown, at: pane, &state)
        #expect(state.session?.controlFocus == 2)
        _ = mouse(.wheelUp, at: pane, &state)
        #expect(state.session?.controlFocus == 1)

        let logTitle = try locate(string("session.log", .en), in: buffer)
        let before = state
        #expect(mouse(.wheelUp, at: ScreenText.Point(x: logTitle.x, y: logTitle.y + 1), &state).isEmpty)
        #expect(state == before, "the log pane does not scroll")
    }

    // MARK: overlays, hint bar

    @Test(arguments: Language.allCases)
    func aClickOnANoticeDismissesItAndOneOutsideDoesNot(_ language: Language) throws {
        var (state, session) = sessionState(language)
        session.notice = SessionNotice("alert.joinFailed", ["-2"], severity: .error)
        let buffer = render(state, session)
        let ok = try locate(string("alert.ok", language), in: buffer)
        #expect(click(ScreenText.Point(x: 0, y: 3), &state, session: session).isEmpty)
        let control = try #require(ScreenText.find(string("control.muteLocalAudio", language), in: buffer))
        #expect(click(control, &state, session: session).isEmpty, "nothing under a notice is hit")
        #expect(click(ok, &state, session: session) == [.dismissNotice])
    }

    @Test func aClickOnAnAlertDismissesItAndAClickClosesHelp() throws {
        var state = AppState(width: 80, height: 24)
        state.alert = SessionNotice("settings.corrupt", ["/tmp/x.bad"], severity: .error)
        let buffer = render(state)
        let ok = try locate(string("alert.ok", .en), in: buffer)
        _ = click(ScreenText.Point(x: 0, y: 3), &state)
        #expect(state.alert != nil)
        _ = click(ScreenText.Point(x: ok.x + 3, y: ok.y), &state)
        #expect(state.alert == nil)

        state.showHelp = true
        let selected = state.menu.selectedId
        _ = click(ScreenText.Point(x: 3, y: 4), &state)
        #expect(!state.showHelp && state.menu.selectedId == selected, "the click closes help and does nothing else")
    }

    @Test func thePermissionDialogIgnoresClicks() throws {
        var (state, session) = sessionState(.en)
        session.prompt = SessionPrompt("permission.ask")
        let answers = try locate(string("prompt.answers", .en), in: render(state, session))
        state.session = session
        let before = state
        #expect(click(answers, &state).isEmpty)
        #expect(state == before)
    }

    @Test(arguments: Language.allCases)
    func aClickOnAHintDoesWhatItsKeyDoes(_ language: Language) throws {
        var state = AppState(language: language, width: 80, height: 24)
        let buffer = render(state)
        let bar = buffer.height - 1..<buffer.height
        let help = try locate(string("key.help", language), in: buffer, rows: bar)
        _ = click(help, &state)
        #expect(state.showHelp)
        let close = try locate("Esc " + string("key.back", language), in: render(state), rows: bar)
        _ = click(close, &state)
        #expect(!state.showHelp, "help's own bar closes it again")
        let quit = try locate("q " + string("key.quit", language), in: buffer, rows: bar)
        #expect(click(quit, &state) == [.quit])
        #expect(click(ScreenText.Point(x: buffer.width - 1, y: bar.lowerBound), &state).isEmpty, "past the last hint")
        #expect(click(ScreenText.Point(x: quit.x - 1, y: bar.lowerBound), &state).isEmpty, "between two hints")
    }

    // MARK: settings

    @Test(arguments: Language.allCases)
    func clickingASettingsRowFocusesItAndItsValueStepsIt(_ language: Language) throws {
        for (width, height) in Self.sizes {
            var state = AppState(language: language, width: width, height: height)
            state.settings = SettingsState()
            state.settings?.focus = SettingsRow.allCases.firstIndex(of: .remoteBehavior) ?? 0
            let label = try locate(string("settings.networkProfile", language), in: render(state))
            _ = click(label, &state)
            #expect(state.settings?.row == .networkProfile, "\(width)x\(height)")
            #expect(state.appSettings.global.networkProfile == "good", "a click on the label only focuses")
            let value = try locate("< " + string("network.good", language) + " >", in: render(state))
            let effects = click(value, &state)
            #expect(state.appSettings.global.networkProfile == "lossy")
            #expect(effects == [.settingsChanged(state.appSettings)])
            #expect(state.screen == .menu, "nothing under the settings screen is hit")
            _ = mouse(.wheelDown, at: value, &state)
            #expect(state.settings?.row == .permission)
        }
    }

    @Test func aTooSmallTerminalIgnoresTheMouse() {
        var state = AppState(width: 50, height: 12)
        let before = state
        for y in 0..<12 {
            #expect(click(ScreenText.Point(x: 2, y: y), &state).isEmpty)
            _ = mouse(.wheelDown, at: ScreenText.Point(x: 2, y: y), &state)
        }
        #expect(state == before)
    }

    @Test(arguments: Language.allCases)
    func helpMentionsTheMouseOnlyWhileItIsOn(_ language: Language) throws {
        var (state, session) = sessionState(language)
        state.showHelp = true
        let mouseLine = String(string("help.mouse", language).prefix(6))
        #expect(ScreenText.find(mouseLine, in: render(state, session)) == nil)
        state.mouseEnabled = true
        let buffer = render(state, session)
        #expect(ScreenText.find(mouseLine, in: buffer) != nil)
        #expect(ScreenText.find(string("help.close", language), in: buffer) != nil, "the help still fits at 80x24")
    }
}
