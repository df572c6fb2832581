import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

@Suite struct LogViewerReducerTests {
    private func type(_ text: String) -> [Key] { text.map { Key.char($0) } }

    private func viewer(_ state: AppState) throws -> LogViewerState { try #require(state.logViewer) }

    /// The position of the screen's first log row, as the view draws it.
    private func firstRow(_ state: AppState, _ log: LogSnapshot) throws -> Int {
        let viewer = try viewer(state)
        return VisibleLog(log, filter: viewer.filter).firstRow(viewer, rows: LogViewerLayout.bodyRows(height: state.height))
    }

    private func session(_ log: LogSnapshot, notice: SessionNotice? = nil) -> SessionState {
        SessionState.fixture(caseId: log.caseId, tiles: [], status: SessionStatus(), log: log.entries, droppedLogLines: log.dropped,
                        controls: [], notice: notice)
    }

    // MARK: - Opening and closing

    @Test func opensFromTheMenuAndEscOrQReturnsToItUnchanged() {
        var state = AppState()
        state.menu.selectedId = "JoinChannelAudio"
        let before = state
        #expect(BrowserKeys.press([.char("L")], &state).isEmpty)
        #expect(state.logViewer != nil && state.screen == .menu)
        _ = BrowserKeys.press([.char("j"), .char("k"), .down], &state)
        #expect(state.menu.selectedId == "JoinChannelAudio", "keys go to the viewer, not the menu under it")
        _ = BrowserKeys.press([.escape], &state)
        #expect(state == before)
        #expect(BrowserKeys.press([.function(3), .char("q")], &state).isEmpty, "q closes the viewer; it does not quit")
        #expect(state == before)
    }

    @Test func inTextFieldsLIsTypedAndF3Opens() {
        var state = AppState()
        _ = BrowserKeys.press([.char("/"), .char("L")], &state)
        #expect(state.menu.filter == "L" && state.logViewer == nil)
        let filtering = state
        _ = BrowserKeys.press([.function(3)], &state)
        #expect(state.logViewer != nil)
        _ = BrowserKeys.press([.escape], &state)
        #expect(state == filtering, "Esc closes the viewer and leaves the filter as it was")

        var form = AppState()
        form.menu.selectedId = "JoinChannelVideo"
        _ = BrowserKeys.press([.enter, .char("L")], &form)
        #expect(form.form?.values["channelName"] == "demoL")
        let typed = form
        _ = BrowserKeys.press([.function(3)], &form)
        #expect(form.logViewer != nil)
        _ = BrowserKeys.press([.escape], &form)
        #expect(form == typed)
        _ = BrowserKeys.press([.tab, .tab, .char("L")], &form)
        #expect(form.logViewer != nil, "on a choice field L opens the log")
    }

    @Test func opensMidSessionWithoutEndingIt() {
        var state = AppState()
        state.screen = .session(caseId: "JoinChannelVideo")
        let live = session(LogFixture.log())
        #expect(BrowserKeys.press([.char("L")], &state, session: live).isEmpty, "no stopSession: the session keeps running")
        #expect(state.logViewer != nil && state.screen == .session(caseId: "JoinChannelVideo"))
        #expect(BrowserKeys.press([.char("q"), .char("L"), .escape], &state, session: live).isEmpty)
        #expect(state.logViewer == nil && state.screen == .session(caseId: "JoinChannelVideo"))
        #expect(BrowserKeys.press([.char("q")], &state, session: live) == [.stopSession], "q back in the session still leaves it")

        var failed = AppState()
        failed.screen = .session(caseId: "JoinChannelVideo")
        let withNotice = session(LogFixture.log(), notice: SessionNotice("alert.joinFailed", ["-2"], severity: .error))
        #expect(BrowserKeys.press([.char("L")], &failed, session: withNotice).isEmpty)
        #expect(failed.logViewer != nil, "the log opens over an error notice, to see what led to it")
        #expect(BrowserKeys.press([.ctrl("c")], &failed, session: withNotice) == [.stopSession, .quit])
    }

    @Test func helpOpensOverTheViewerAndListsItsKeys() throws {
        var state = AppState()
        _ = BrowserKeys.press([.char("L"), .char("?")], &state)
        #expect(state.showHelp && state.logViewer != nil)
        let listed = Keymap.bindings(for: AppState.withoutHelp(state)).map(\.command)
        #expect(listed.contains(.log(.save(all: false))) && listed.contains(.log(.toggleKind(.error))))
        _ = BrowserKeys.press([.escape], &state)
        #expect(!state.showHelp && state.logViewer != nil)
    }

    @Test func everyViewerCommandHasAKeyAndAHelpLine() {
        var state = AppState()
        state.logViewer = LogViewerState()
        state.logViewer?.search.query = "x"
        let commands = Set(Keymap.bindings(for: state).compactMap { binding -> String? in
            if case .log(let command) = binding.command { return "\(command)" }
            return nil
        })
        let expected: [LogViewerCommand] = [.close, .lineUp, .lineDown, .pageUp, .pageDown, .top, .end, .scrollLeft, .scrollRight,
                                            .toggleKind(.api), .toggleKind(.callback), .toggleKind(.error), .toggleKind(.app),
                                            .togglePeriodic, .startSearch, .clearSearch, .nextMatch, .previousMatch,
                                            .save(all: false), .save(all: true)]
        for command in expected { #expect(commands.contains("\(command)"), "no key for \(command)") }
        state.logViewer?.search.isEditing = true
        #expect(Keymap.bindings(for: state).map(\.command).contains(.log(.keepSearch)))
    }

    // MARK: - Scrolling and follow

    @Test func followsTheEndAndScrollingPausesIt() throws {
        var state = AppState(width: 80, height: 24)
        let rows = LogViewerLayout.bodyRows(height: 24)
        let log = LogFixture.numbered(100)
        _ = BrowserKeys.press([.char("L")], &state, log: log)
        #expect(try viewer(state).follow && firstRow(state, log) == 100 - rows)
        let grown = LogFixture.numbered(130)
        #expect(try firstRow(state, grown) == 130 - rows, "following: new lines keep the page at the bottom")

        _ = BrowserKeys.press([.up], &state, log: grown)
        #expect(try !viewer(state).follow && firstRow(state, grown) == 130 - rows - 1)
        #expect(try firstRow(state, LogFixture.numbered(160)) == 130 - rows - 1, "paused: new lines do not move the page")
        _ = BrowserKeys.press([.pageUp], &state, log: grown)
        #expect(try firstRow(state, grown) == 130 - 2 * rows - 1)
        _ = BrowserKeys.press([.char("g")], &state, log: grown)
        #expect(try firstRow(state, grown) == 0)
        _ = BrowserKeys.press([.pageDown, .char(" "), .char("j")], &state, log: grown)
        #expect(try firstRow(state, grown) == 2 * rows + 1)
        _ = BrowserKeys.press([.char("k"), .home], &state, log: grown)
        #expect(try firstRow(state, grown) == 0 && !viewer(state).follow)

        _ = BrowserKeys.press([.char("G")], &state, log: grown)
        #expect(try viewer(state).follow && firstRow(state, grown) == 130 - rows)
        _ = BrowserKeys.press([.up, .up, .down], &state, log: grown)
        #expect(try !viewer(state).follow)
        _ = BrowserKeys.press([.down], &state, log: grown)
        #expect(try viewer(state).follow, "reaching the last page going down follows again")
        _ = BrowserKeys.press([.end], &state, log: grown)
        #expect(try viewer(state).follow)
    }

    @Test func aPausedPageKeepsItsLineWhenOlderLinesAreDropped() throws {
        var state = AppState(width: 80, height: 24)
        let log = LogFixture.numbered(200)
        _ = BrowserKeys.press([.char("L"), .char("g")] + Array(repeating: .down, count: 50), &state, log: log)
        #expect(try log.entries[firstRow(state, log)].text == "call50() → 0")
        // The ring drops the oldest 25 lines: the same line stays on top, at a new index.
        let ring = LogSnapshot(caseId: log.caseId, entries: Array(log.entries.dropFirst(25)), dropped: 25, isLive: true)
        #expect(try ring.entries[firstRow(state, ring)].text == "call50() → 0")
        // When the top line itself was dropped, the page starts at the oldest line left.
        let more = LogSnapshot(caseId: log.caseId, entries: Array(log.entries.dropFirst(75)), dropped: 75, isLive: true)
        #expect(try firstRow(state, more) == 0)
    }

    @Test func sidewaysScrollingStopsAtTheLeftEdgeAndTheLongestLine() throws {
        var state = AppState()
        let log = LogFixture.log()
        _ = BrowserKeys.press([.char("L"), .left], &state, log: log)
        #expect(try viewer(state).column == 0)
        _ = BrowserKeys.press([.right, .right], &state, log: log)
        #expect(try viewer(state).column == 2 * LogViewerReducer.sidewaysStep)
        _ = BrowserKeys.press(Array(repeating: .right, count: 50), &state, log: log)
        #expect(try viewer(state).column < 200)
        _ = BrowserKeys.press([.left], &state, log: log)
        #expect(try viewer(state).column > 0)
    }

    // MARK: - Filters

    @Test func kindTogglesHideAndShowLinesAndPeriodicReportsStartHidden() throws {
        var state = AppState()
        let log = LogFixture.log()
        _ = BrowserKeys.press([.char("L")], &state, log: log)
        func shown() throws -> [LogEntry] {
            let visible = VisibleLog(log, filter: try viewer(state).filter)
            return (0..<visible.count).map(visible.entry(at:))
        }
        #expect(try shown().count == log.entries.count - 12 && shown().allSatisfy { !$0.isPeriodic })
        _ = BrowserKeys.press([.char("1")], &state, log: log)
        #expect(try !shown().isEmpty && shown().allSatisfy { $0.kind != .api })
        _ = BrowserKeys.press([.char("1"), .char("2")], &state, log: log)
        #expect(try shown().contains { $0.kind == .api } && shown().allSatisfy { $0.kind != .callback })
        _ = BrowserKeys.press([.char("2"), .char("3"), .char("4")], &state, log: log)
        #expect(try shown().allSatisfy { $0.kind == .api || $0.kind == .callback })
        _ = BrowserKeys.press([.char("3"), .char("4"), .char("p")], &state, log: log)
        #expect(try shown() == log.entries)

        var showing = AppState()
        showing.showPeriodic = true
        _ = BrowserKeys.press([.char("L")], &showing, log: log)
        #expect(showing.logViewer?.filter.showPeriodic == true, "periodic reports start as the session's pane shows them")
        _ = BrowserKeys.press([.char("p"), .escape], &showing, log: log)
        #expect(showing.showPeriodic, "the viewer's toggle does not change the session pane's")
    }

    // MARK: - Search

    @Test func searchFindsAsYouTypeIgnoringCaseThenNAndNMoveBetweenMatches() throws {
        var state = AppState(width: 80, height: 24)
        let log = LogFixture.log()
        let rows = LogViewerLayout.bodyRows(height: 24)
        _ = BrowserKeys.press([.char("L"), .char("/")] + type("DIDJOINEDofuid"), &state, log: log)
        let visible = VisibleLog(log, filter: try viewer(state).filter)
        let matches = visible.matches("didJoinedOfUid", Localizer(.en)).map(visible.number(at:))
        #expect(matches.count == 6)
        // The search began on the page's first line (following: the last page), so the first match from there.
        let origin = visible.number(at: visible.count - rows)
        let expected = try #require(matches.first { $0 >= origin })
        #expect(try viewer(state).search.current == expected && viewer(state).search.isEditing)
        let first = try firstRow(state, log)
        let position = visible.position(atOrAfter: expected)
        #expect(position >= first && position < first + rows, "the match is on screen")
        #expect(try !viewer(state).follow, "a match pauses following so it stays in view")

        _ = BrowserKeys.press([.enter], &state, log: log)
        #expect(try !viewer(state).search.isEditing && viewer(state).search.query == "DIDJOINEDofuid")
        let index = try #require(matches.firstIndex(of: expected))
        _ = BrowserKeys.press([.char("n")], &state, log: log)
        #expect(try viewer(state).search.current == matches[(index + 1) % matches.count])
        _ = BrowserKeys.press([.char("N"), .char("N")], &state, log: log)
        #expect(try viewer(state).search.current == matches[(index + matches.count - 1) % matches.count])
        _ = BrowserKeys.press(Array(repeating: .char("n"), count: matches.count), &state, log: log)
        #expect(try viewer(state).search.current == matches[(index + matches.count - 1) % matches.count], "n wraps around")

        _ = BrowserKeys.press([.escape], &state, log: log)
        #expect(try viewer(state).search == LogSearch(), "Esc clears the search and keeps the viewer")
        _ = BrowserKeys.press([.escape], &state, log: log)
        #expect(state.logViewer == nil)
    }

    @Test func lettersTypedIntoTheSearchAreNotCommandsAndNoMatchIsClear() throws {
        var state = AppState()
        let log = LogFixture.log()
        _ = BrowserKeys.press([.char("L"), .char("/")] + type("qlsGzz"), &state, log: log)
        #expect(state.language == .en && state.logViewer?.search.query == "qlsGzz")
        #expect(try viewer(state).search.current == nil)
        #expect(BrowserKeys.press([.enter, .char("n"), .char("N")], &state, log: log).isEmpty)
        #expect(try viewer(state).search.current == nil, "n and N do nothing without a match")
        _ = BrowserKeys.press([.char("/"), .backspace], &state, log: log)
        #expect(try !viewer(state).search.isActive, "Backspace on an empty search ends it")
    }

    @Test func searchMatchesTheTextInTheLanguageOnScreen() throws {
        let log = LogFixture.log()
        var chinese = AppState(language: .zhHans)
        _ = BrowserKeys.press([.char("L"), .char("/")] + type("权限"), &chinese, log: log)
        #expect(try viewer(chinese).search.current == log.dropped + 3)
        var english = AppState()
        _ = BrowserKeys.press([.char("L"), .char("/")] + type("权限"), &english, log: log)
        #expect(try viewer(english).search.current == nil)
        _ = BrowserKeys.press([.escape, .char("/")] + type("Permission"), &english, log: log)
        #expect(try viewer(english).search.current == log.dropped + 3)
    }

    @Test func hidingTheCurrentMatchMovesToTheNextShownOne() throws {
        var state = AppState()
        let log = LogFixture.log()
        _ = BrowserKeys.press([.char("L"), .char("g"), .char("/")] + type("setupRemoteVideo") + [.enter], &state, log: log)
        let current = try #require(try viewer(state).search.current)
        #expect(log.entries[current - log.dropped].kind == .api)
        _ = BrowserKeys.press([.char("1")], &state, log: log)
        let moved = try #require(try viewer(state).search.current)
        #expect(log.entries[moved - log.dropped].kind == .error, "API calls hidden: the failed call is the match left")
    }

    // MARK: - Save

    @Test func saveAsksTheRuntimeForShownOrAllLinesAndShowsTheOutcomeUntilTheNextKey() throws {
        var state = AppState()
        let log = LogFixture.log()
        _ = BrowserKeys.press([.char("L")], &state, log: log)
        let shown = log.entries.filter { !$0.isPeriodic }
        let effects = BrowserKeys.press([.char("s")], &state, log: log)
        #expect(effects == [.saveLog(LogExport(caseId: "JoinChannelVideo", entries: shown, dropped: LogFixture.dropped,
                                               total: log.entries.count, filter: LogFilter()))])
        if case .saveLog(let export)? = effects.first { #expect(export.isFiltered) }
        #expect(BrowserKeys.press([.char("S")], &state, log: log)
                == [.saveLog(LogExport(caseId: "JoinChannelVideo", entries: log.entries, dropped: LogFixture.dropped,
                                       total: log.entries.count, filter: nil))])

        let outcome = LogSaveOutcome.saved(path: "/tmp/JoinChannelVideo-20261130-101112.log", lines: shown.count, filtered: true)
        _ = Reducer.reduce(&state, .logSaved(outcome), session: nil, log: log)
        #expect(try viewer(state).saveOutcome == outcome)
        _ = BrowserKeys.press([.char("j")], &state, log: log)
        #expect(try viewer(state).saveOutcome == nil)

        _ = BrowserKeys.press(type("1234"), &state, log: log)
        #expect(BrowserKeys.press([.char("s")], &state, log: log).isEmpty)
        #expect(try viewer(state).saveOutcome == .nothingToSave)
        var nothing = AppState()
        #expect(BrowserKeys.press([.char("L"), .char("S")], &nothing).isEmpty)
        #expect(nothing.logViewer?.saveOutcome == .nothingToSave, "no session has run: nothing to save")
    }

    @Test func aSaveOutcomeAfterTheViewerClosedIsDropped() {
        var state = AppState()
        _ = Reducer.reduce(&state, .logSaved(.nothingToSave), session: nil)
        #expect(state.logViewer == nil)
    }
}
