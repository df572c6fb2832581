import APIExample
import TerminalKit

/// The full-screen log: which session, the kind toggles, a page of lines (following the newest unless
/// paused), the search or the last save's outcome, and where the page is in the log.
enum LogViewerScreen {
    static func draw(_ viewer: LogViewerState, log: LogSnapshot?, in buffer: inout CellBuffer, context: RenderContext) {
        let t = context.text
        if let log {
            let name = MenuRegistry.item(id: log.caseId).map { t($0.nameKey) } ?? log.caseId
            TitleBar.draw(t.format("logViewer.title", name), note: t(log.isLive ? "logViewer.live" : "logViewer.ended"),
                          in: &buffer, context: context)
        } else {
            TitleBar.draw(t("logViewer.titleNoSession"), note: "", in: &buffer, context: context)
        }
        LogFilterRow.draw(viewer.filter, in: &buffer, row: LogViewerLayout.togglesRow, context: context)

        let visible = VisibleLog(log, filter: viewer.filter)
        let rows = LogViewerLayout.bodyRows(height: buffer.height)
        let body = Rect(x: 0, y: LogViewerLayout.bodyTop, width: buffer.width, height: rows)
        let first = visible.firstRow(viewer, rows: rows)
        if let empty = emptyKey(log, visible) {
            for (offset, line) in DisplayWidth.wrap(t(empty), width: body.width - 4).prefix(rows).enumerated() {
                buffer.put(line, x: 2, y: body.y + 1 + offset, style: .warning)
            }
        } else {
            let query = viewer.search.query
            for position in first..<min(visible.count, first + rows) {
                let number = visible.number(at: position)
                LogLineRow.draw(visible.entry(at: position), isCurrentMatch: number == viewer.search.current, query: query,
                                column: viewer.column, in: &buffer, y: body.y + position - first, context: context)
            }
        }
        LogViewerFooter.draw(viewer, visible, firstRow: first, rows: rows, in: &buffer, context: context)
    }

    private static func emptyKey(_ log: LogSnapshot?, _ visible: VisibleLog) -> String? {
        guard let log else { return "logViewer.noSession" }
        if log.entries.isEmpty { return "logViewer.emptyLog" }
        return visible.count == 0 ? "logViewer.allHidden" : nil
    }
}
