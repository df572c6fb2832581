import APIExample
import TerminalKit

/// The log viewer's keys: it opens over any screen and closes back to it untouched; scrolling pauses and
/// resumes following; kinds are filtered; `/` searches as you type; `s`/`S` ask the runtime to save.
enum LogViewerReducer {
    /// Columns moved by ← and →.
    static let sidewaysStep = 10

    static func apply(_ command: LogViewerCommand, to state: inout AppState, log: LogSnapshot?) -> [Effect] {
        if command == .open {
            // Periodic reports start as the session's log pane shows them.
            state.logViewer = LogViewerState(showPeriodic: state.showPeriodic)
            return []
        }
        guard var viewer = state.logViewer else { return [] }
        // A save message stays up until the next key.
        viewer.saveOutcome = nil
        viewer.message = nil
        let visible = VisibleLog(log, filter: viewer.filter)
        let rows = LogViewerLayout.bodyRows(height: state.height)
        let localizer = Localizer(state.language)
        var effects: [Effect] = []
        switch command {
        case .open:
            break
        case .close:
            state.logViewer = nil
            return []
        case .lineUp: scroll(&viewer, by: -1, visible, rows: rows)
        case .lineDown: scroll(&viewer, by: 1, visible, rows: rows)
        case .pageUp: scroll(&viewer, by: -rows, visible, rows: rows)
        case .pageDown: scroll(&viewer, by: rows, visible, rows: rows)
        case .top:
            viewer.follow = false
            viewer.top = visible.log.dropped
        case .end:
            viewer.follow = true
        case .scrollLeft:
            viewer.column = max(0, viewer.column - sidewaysStep)
        case .scrollRight:
            let widest = visible.indices.lazy.map { DisplayWidth.of(visible.log.entries[$0].visibleText(localizer)) }.max() ?? 0
            viewer.column = min(viewer.column + sidewaysStep, max(0, widest - sidewaysStep))
        case .toggleKind(let kind):
            viewer.filter.toggle(kind)
            keepMatch(&viewer, VisibleLog(log, filter: viewer.filter), localizer)
        case .togglePeriodic:
            viewer.filter.showPeriodic.toggle()
            keepMatch(&viewer, VisibleLog(log, filter: viewer.filter), localizer)
        case .startSearch:
            viewer.search = LogSearch()
            viewer.search.isEditing = true
            let first = visible.firstRow(viewer, rows: rows)
            viewer.search.origin = first < visible.count ? visible.number(at: first) : visible.log.dropped + visible.log.entries.count
        case .keepSearch:
            viewer.search.isEditing = false
            if viewer.search.query.isEmpty { viewer.search = LogSearch() }
        case .clearSearch:
            viewer.search = LogSearch()
        case .nextMatch:
            jump(&viewer, forward: true, visible, rows: rows, localizer)
        case .previousMatch:
            jump(&viewer, forward: false, visible, rows: rows, localizer)
        case .save(let all):
            let entries = all ? visible.log.entries : visible.indices.map { visible.log.entries[$0] }
            if entries.isEmpty {
                viewer.saveOutcome = .nothingToSave
            } else {
                effects.append(.saveLog(LogExport(caseId: visible.log.caseId, entries: entries, dropped: visible.log.dropped,
                                                  total: visible.log.entries.count, filter: all ? nil : viewer.filter)))
            }
        }
        state.logViewer = viewer
        return effects
    }

    /// Typing into the search: the nearest match at or after where the search began is shown.
    static func insert(_ character: Character, into state: inout AppState, log: LogSnapshot?) {
        guard var viewer = state.logViewer else { return }
        viewer.saveOutcome = nil
        viewer.search.query.append(character)
        findFromOrigin(&viewer, log, height: state.height, Localizer(state.language))
        state.logViewer = viewer
    }

    /// Backspace in the search; on an empty query it ends the search.
    static func deleteBackward(_ state: inout AppState, log: LogSnapshot?) {
        guard var viewer = state.logViewer else { return }
        viewer.saveOutcome = nil
        if viewer.search.query.isEmpty {
            viewer.search = LogSearch()
        } else {
            viewer.search.query.removeLast()
            findFromOrigin(&viewer, log, height: state.height, Localizer(state.language))
        }
        state.logViewer = viewer
    }

    private static func findFromOrigin(_ viewer: inout LogViewerState, _ log: LogSnapshot?, height: Int, _ localizer: Localizer) {
        let visible = VisibleLog(log, filter: viewer.filter)
        let matches = visible.matches(viewer.search.query, localizer).map(visible.number(at:))
        guard let first = matches.first else {
            viewer.search.current = nil
            return
        }
        let origin = viewer.search.origin
        let pick = matches.first { $0 >= origin } ?? first
        viewer.search.current = pick
        reveal(pick, in: &viewer, visible, rows: LogViewerLayout.bodyRows(height: height))
    }

    /// n / N: the next or previous match after the current one (or the screen's first line), wrapping around.
    private static func jump(_ viewer: inout LogViewerState, forward: Bool, _ visible: VisibleLog, rows: Int,
                             _ localizer: Localizer) {
        let matches = visible.matches(viewer.search.query, localizer).map(visible.number(at:))
        guard let first = matches.first, let last = matches.last else { return }
        let pick: Int
        if let current = viewer.search.current {
            pick = forward ? matches.first(where: { $0 > current }) ?? first : matches.last(where: { $0 < current }) ?? last
        } else {
            let firstRow = visible.firstRow(viewer, rows: rows)
            let here = firstRow < visible.count ? visible.number(at: firstRow) : Int.max
            pick = forward ? matches.first(where: { $0 >= here }) ?? first : matches.last(where: { $0 < here }) ?? last
        }
        viewer.search.current = pick
        reveal(pick, in: &viewer, visible, rows: rows)
    }

    /// After the filter changes, the current match stays if still shown, else moves to the next one shown.
    private static func keepMatch(_ viewer: inout LogViewerState, _ visible: VisibleLog, _ localizer: Localizer) {
        guard let current = viewer.search.current else { return }
        let matches = visible.matches(viewer.search.query, localizer).map(visible.number(at:))
        viewer.search.current = matches.first { $0 >= current } ?? matches.last
    }

    /// Pauses following and scrolls only if the line is off screen, then puts it a third of the way down.
    private static func reveal(_ number: Int, in viewer: inout LogViewerState, _ visible: VisibleLog, rows: Int) {
        let position = visible.position(atOrAfter: number)
        var first = visible.firstRow(viewer, rows: rows)
        if position < first || position >= first + rows {
            first = min(max(0, position - rows / 3), max(0, visible.count - rows))
        }
        viewer.follow = false
        viewer.top = first < visible.count ? visible.number(at: first) : number
    }

    /// Moves the first row; reaching the last page going down resumes following, as in `less +F`.
    private static func scroll(_ viewer: inout LogViewerState, by delta: Int, _ visible: VisibleLog, rows: Int) {
        guard visible.count > 0 else { return }
        let lastPage = max(0, visible.count - rows)
        let first = min(max(0, visible.firstRow(viewer, rows: rows) + delta), lastPage)
        if delta > 0 && first == lastPage {
            viewer.follow = true
        } else {
            viewer.follow = false
            viewer.top = visible.number(at: first)
        }
    }
}
