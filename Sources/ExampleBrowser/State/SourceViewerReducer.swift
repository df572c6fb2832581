import APIExample
import CaseSource
import TerminalKit

/// The source view's keys: it opens over any screen (or the log viewer, at a line's source) and closes back to it
/// untouched; it follows the running session's last call until the user moves, and `f` follows again; `/` searches
/// all the case's files as you type, `n`/`N` go on, wrapping around.
enum SourceViewerReducer {
    /// Columns moved by < and >.
    static let sidewaysStep = 10

    static func apply(_ command: SourceViewerCommand, to state: inout AppState) -> [Effect] {
        switch command {
        case .open:
            guard let caseId = state.currentCaseId else { return [] }
            open(caseId, &state)
            keepFollowing(&state)
            return []
        case .openAtLogLine:
            openAtLogLine(&state)
            return []
        default:
            break
        }
        guard var viewer = state.sourceViewer else { return [] }
        let rows = SourceViewerLayout.bodyRows(height: state.height)
        let files = viewer.document.files
        switch command {
        case .open, .openAtLogLine:
            break
        case .close:
            state.sourceViewer = nil
            return []
        case .lineUp: scroll(&viewer, by: -1, rows: rows)
        case .lineDown: scroll(&viewer, by: 1, rows: rows)
        case .pageUp: scroll(&viewer, by: -rows, rows: rows)
        case .pageDown: scroll(&viewer, by: rows, rows: rows)
        case .top: scroll(&viewer, by: -Int.max / 2, rows: rows)
        case .end: scroll(&viewer, by: Int.max / 2, rows: rows)
        case .nextFile, .previousFile:
            guard !files.isEmpty else { break }
            viewer.follow = false
            viewer.tab = (viewer.tab + (command == .nextFile ? 1 : files.count - 1)) % files.count
        case .scrollLeft:
            viewer.column = max(0, viewer.column - sidewaysStep)
        case .scrollRight:
            let widest = viewer.tab < files.count ? files[viewer.tab].lines.lazy.map(DisplayWidth.of).max() ?? 0 : 0
            viewer.column = min(viewer.column + sidewaysStep, max(0, widest - sidewaysStep))
        case .follow:
            viewer.follow = SourceTrail(state, viewer.document).isLive
        case .startSearch:
            viewer.search = LogSearch()
            viewer.search.isEditing = true
            viewer.search.origin = viewer.document.lineCount == 0 ? 0 : viewer.document.global(tab: viewer.tab, line: viewer.top)
        case .keepSearch:
            viewer.search.isEditing = false
            if viewer.search.query.isEmpty { viewer.search = LogSearch() }
        case .clearSearch:
            viewer.search = LogSearch()
        case .nextMatch, .previousMatch:
            jump(&viewer, forward: command == .nextMatch, rows: rows)
        }
        state.sourceViewer = viewer
        if command == .follow { keepFollowing(&state) }
        return []
    }

    /// Typing into the search: the nearest match at or after where the search began is shown.
    static func insert(_ character: Character, into state: inout AppState) {
        guard var viewer = state.sourceViewer else { return }
        viewer.search.query.append(character)
        findFromOrigin(&viewer, rows: SourceViewerLayout.bodyRows(height: state.height))
        state.sourceViewer = viewer
    }

    /// Backspace in the search; on an empty query it ends the search.
    static func deleteBackward(_ state: inout AppState) {
        guard var viewer = state.sourceViewer else { return }
        if viewer.search.query.isEmpty {
            viewer.search = LogSearch()
        } else {
            viewer.search.query.removeLast()
            findFromOrigin(&viewer, rows: SourceViewerLayout.bodyRows(height: state.height))
        }
        state.sourceViewer = viewer
    }

    /// After the session reported something (or the screen changed size): methods it called for the first time are
    /// emphasised, and a following view brings the line of its last call or callback into view.
    static func sessionChanged(_ state: inout AppState) {
        guard var viewer = state.sourceViewer else { return }
        if let running = state.session, running.caseId == viewer.document.caseId {
            viewer.document.emphasise(running.traced.methods)
            state.sourceViewer = viewer
        }
        keepFollowing(&state)
    }

    /// Positions of the lines (counted over all files) that contain `query`, ignoring case.
    static func matches(_ query: String, in document: SourceDocument) -> [Int] {
        guard !query.isEmpty else { return [] }
        let needle = query.lowercased()
        var found: [Int] = []
        for (tab, file) in document.files.enumerated() {
            for (index, line) in file.lines.enumerated() where line.lowercased().contains(needle) {
                found.append(document.global(tab: tab, line: index))
            }
        }
        return found
    }

    private static func open(_ caseId: String, _ state: inout AppState) {
        let running = state.session.flatMap { $0.caseId == caseId ? $0 : nil }
        let ended = state.endedSession.flatMap { $0.caseId == caseId ? $0 : nil }
        let document = SourceDocument.load(caseId: caseId, traced: (running ?? ended)?.traced)
        state.sourceViewer = SourceViewerState(document: document, follow: running != nil)
    }

    /// Enter in the log viewer: the source of the current match, else of the newest line on screen that has one in
    /// the case's files; a short message when there is none.
    private static func openAtLogLine(_ state: inout AppState) {
        guard var logViewer = state.logViewer, let log = state.logSnapshot else { return }
        let visible = VisibleLog(log, filter: logViewer.filter)
        let rows = LogViewerLayout.bodyRows(height: state.height)
        let first = visible.firstRow(logViewer, rows: rows)
        var candidates: [Int]
        if let current = logViewer.search.current {
            let position = visible.position(atOrAfter: current)
            candidates = position < visible.count ? [position] : []
        } else {
            candidates = Array((first..<min(visible.count, first + rows)).reversed())
        }
        let document = SourceDocument.load(caseId: log.caseId, traced: nil)
        candidates = candidates.filter { visible.entry(at: $0).event.flatMap(document.line(of:)) != nil }
        guard let position = candidates.first, let event = visible.entry(at: position).event,
              let line = document.line(of: event), let tab = document.tab(of: line.path) else {
            logViewer.message = "logViewer.noSource"
            state.logViewer = logViewer
            return
        }
        open(log.caseId, &state)
        guard var viewer = state.sourceViewer else { return }
        viewer.follow = false
        viewer.tab = tab
        viewer.spot = line
        reveal(line.line - 1, in: &viewer, rows: SourceViewerLayout.bodyRows(height: state.height))
        state.sourceViewer = viewer
    }

    /// A following view shows the file of the session's last call or callback, scrolling only when its line is off
    /// screen.
    private static func keepFollowing(_ state: inout AppState) {
        guard var viewer = state.sourceViewer, viewer.follow else { return }
        let trail = SourceTrail(state, viewer.document)
        guard trail.isLive, let mark = trail.mark, let tab = viewer.document.tab(of: mark.path) else { return }
        viewer.tab = tab
        reveal(mark.line - 1, in: &viewer, rows: SourceViewerLayout.bodyRows(height: state.height))
        state.sourceViewer = viewer
    }

    private static func findFromOrigin(_ viewer: inout SourceViewerState, rows: Int) {
        let found = matches(viewer.search.query, in: viewer.document)
        guard let first = found.first else {
            viewer.search.current = nil
            return
        }
        let pick = found.first { $0 >= viewer.search.origin } ?? first
        show(pick, in: &viewer, rows: rows)
    }

    /// n / N: the next or previous match after the current one (or the screen's first line), wrapping around.
    private static func jump(_ viewer: inout SourceViewerState, forward: Bool, rows: Int) {
        let found = matches(viewer.search.query, in: viewer.document)
        guard let first = found.first, let last = found.last else { return }
        let pick: Int
        if let current = viewer.search.current {
            pick = forward ? found.first { $0 > current } ?? first : found.last { $0 < current } ?? last
        } else {
            let here = viewer.document.global(tab: viewer.tab, line: viewer.top)
            pick = forward ? found.first { $0 >= here } ?? first : found.last { $0 < here } ?? last
        }
        show(pick, in: &viewer, rows: rows)
    }

    private static func show(_ match: Int, in viewer: inout SourceViewerState, rows: Int) {
        let place = viewer.document.place(ofGlobal: match)
        viewer.search.current = match
        viewer.follow = false
        viewer.tab = place.tab
        reveal(place.line, in: &viewer, rows: rows)
    }

    /// Scrolls only if line `index` (from 0) is off screen, then puts it a third of the way down.
    private static func reveal(_ index: Int, in viewer: inout SourceViewerState, rows: Int) {
        guard viewer.tab < viewer.document.files.count else { return }
        if index < viewer.top || index >= viewer.top + rows {
            let count = viewer.document.files[viewer.tab].lines.count
            viewer.top = min(max(0, index - rows / 3), max(0, count - rows))
        }
    }

    private static func scroll(_ viewer: inout SourceViewerState, by delta: Int, rows: Int) {
        guard viewer.tab < viewer.document.files.count else { return }
        viewer.follow = false
        let lastTop = max(0, viewer.document.files[viewer.tab].lines.count - rows)
        viewer.top = min(max(0, viewer.top + delta), lastTop)
    }
}

extension AppState {
    /// The case the user is on: the session's, the form's, or the menu's selection.
    var currentCaseId: String? {
        switch screen {
        case .menu: menu.selectedId.isEmpty ? nil : menu.selectedId
        case .entry(let caseId), .session(let caseId): caseId
        }
    }
}
