import APIExample
import Testing
import TerminalKit
@testable import ExampleBrowser

/// The log viewer rendered into the cell buffer in both languages, compared with golden text: a live session's
/// log being searched (all kinds, periodic reports hidden, older lines dropped), then filtered, paused, scrolled
/// sideways with no match, a save's outcome, the empty state, and its help.
@MainActor
@Suite struct LogViewerSnapshotTests {
    @Test(arguments: Language.allCases)
    func searchingALiveSessionsLog(_ language: Language) throws {
        let log = LogFixture.log()
        let session = SessionState.fixture(caseId: log.caseId, tiles: [], status: SessionStatus(), log: log.entries,
                                      droppedLogLines: log.dropped, controls: [], notice: nil)
        for (width, height) in ScreenSnapshotTests.sizes {
            var state = AppState(language: language, width: width, height: height)
            state.screen = .session(caseId: "JoinChannelVideo")
            press([.char("L"), .char("/")] + type("UID: 4") + [.enter, .char("n")], &state, session: session)
            #expect(state.logViewer?.search.current != nil)
            let buffer = RootView.render(state, session: session, glyphs: .unicode)
            SnapshotAssertion.assert(buffer, named: "log-viewer-search-\(language.rawValue)-\(width)x\(height)")
            // Text goldens cannot show it: the matched text is highlighted, case aside, and nothing around it.
            let row = try #require(buffer.lines.firstIndex { $0.hasPrefix(">") }, "no current match marked")
            let line = buffer.lines[row], styles = Array(buffer.styleLines[row])
            let match = try #require(line.range(of: "uid: 4"))
            let start = line.distance(from: line.startIndex, to: match.lowerBound)
            #expect(String(styles[(start - 1)...(start + 6)]) == ".SSSSSS.", "\(line)\n\(String(styles))")
        }
    }

    @Test(arguments: Language.allCases)
    func filteredPausedWithoutAMatchThenSaved(_ language: Language) {
        let ended = LogFixture.log(isLive: false)
        var state = AppState(language: language, width: 80, height: 24)
        press([.char("L"), .char("1"), .char("p"), .char("k"), .right, .char("/")] + type("zzz"), &state, log: ended)
        SnapshotAssertion.assert(RootView.render(state, session: nil, log: ended, glyphs: .unicode),
                                 named: "log-viewer-filtered-nomatch-\(language.rawValue)-80x24")

        press([.escape], &state, log: ended)
        let path = "/home/user/.local/state/apiexample/logs/JoinChannelVideo-20261130-101112.log"
        _ = Reducer.reduce(&state, .logSaved(.saved(path: path, lines: 28, filtered: true)), session: nil, log: ended)
        SnapshotAssertion.assert(RootView.render(state, session: nil, log: ended, glyphs: .unicode),
                                 named: "log-viewer-saved-\(language.rawValue)-80x24")
    }

    @Test(arguments: Language.allCases)
    func beforeAnySessionAndItsHelp(_ language: Language) {
        var state = AppState(language: language, width: 80, height: 24)
        press([.char("L")], &state)
        SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                 named: "log-viewer-empty-\(language.rawValue)-80x24")
        press([.char("?")], &state)
        SnapshotAssertion.assert(RootView.render(state, session: nil, log: LogFixture.log(), glyphs: .unicode),
                                 named: "log-viewer-help-\(language.rawValue)-80x24")
    }

    private func press(_ keys: [Key], _ state: inout AppState, session: SessionState? = nil, log: LogSnapshot? = nil) {
        for key in keys { _ = Reducer.reduce(&state, .key(key), session: session, log: log) }
    }

    private func type(_ text: String) -> [Key] { text.map { Key.char($0) } }
}
