import APIExample
import TerminalKit

/// The two rows under the log lines: the search (or the last save's outcome, wrapped upwards over the lines
/// when a path is long), then the position, whether it follows new lines, and how many lines were dropped.
enum LogViewerFooter {
    static func draw(_ viewer: LogViewerState, _ visible: VisibleLog, firstRow: Int, rows: Int, in buffer: inout CellBuffer,
                     context: RenderContext) {
        let searchRow = LogViewerLayout.searchRow(height: buffer.height)
        if let outcome = viewer.saveOutcome {
            drawOutcome(outcome, in: &buffer, bottomRow: searchRow, context: context)
        } else if let message = viewer.message {
            buffer.fill(Rect(x: 0, y: searchRow, width: buffer.width, height: 1))
            buffer.put(context.text(message), x: 1, y: searchRow, style: .warning, maxWidth: buffer.width - 2)
        } else if viewer.search.isActive {
            drawSearch(viewer.search, visible, in: &buffer, row: searchRow, context: context)
        }
        drawStatus(viewer, visible, firstRow: firstRow, rows: rows, in: &buffer, context: context)
    }

    private static func drawSearch(_ search: LogSearch, _ visible: VisibleLog, in buffer: inout CellBuffer, row: Int,
                                   context: RenderContext) {
        let t = context.text
        var x = 1 + buffer.put("/", x: 1, y: row, style: .accent)
        x += buffer.put(search.query + (search.isEditing ? "_" : ""), x: x, y: row, style: .input)
        x += 2
        guard !search.query.isEmpty else {
            buffer.put(t("logViewer.searchPrompt"), x: x, y: row, style: .dim)
            return
        }
        let matches = visible.matches(search.query, t).map(visible.number(at:))
        if matches.isEmpty {
            buffer.put(t.format("logViewer.noMatch", search.query), x: x, y: row, style: .warning)
        } else {
            let index = search.current.flatMap { matches.firstIndex(of: $0) }.map { String($0 + 1) } ?? "-"
            buffer.put(t.format("logViewer.match", index, String(matches.count)), x: x, y: row, style: .success)
        }
    }

    private static func drawOutcome(_ outcome: LogSaveOutcome, in buffer: inout CellBuffer, bottomRow: Int, context: RenderContext) {
        let t = context.text
        let (message, style): (String, StyleRole) = switch outcome {
        case .saved(let path, let lines, let filtered):
            (t.format(filtered ? "logViewer.savedShown" : "logViewer.savedAll", String(lines), path), .success)
        case .failed(let path, let reason):
            (t.format("logViewer.saveFailed", path, reason), .error)
        case .nothingToSave:
            (t("logViewer.nothingToSave"), .warning)
        }
        let lines = DisplayWidth.wrap(message, width: buffer.width - 2).suffix(max(1, bottomRow - LogViewerLayout.bodyTop))
        let top = bottomRow - lines.count + 1
        buffer.fill(Rect(x: 0, y: top, width: buffer.width, height: lines.count))
        for (offset, line) in lines.enumerated() {
            buffer.put(line, x: 1, y: top + offset, style: style)
        }
    }

    private static func drawStatus(_ viewer: LogViewerState, _ visible: VisibleLog, firstRow: Int, rows: Int,
                                   in buffer: inout CellBuffer, context: RenderContext) {
        let t = context.text
        let row = LogViewerLayout.statusRow(height: buffer.height)
        buffer.fill(Rect(x: 0, y: row, width: buffer.width, height: 1), style: .header)
        let dropped = visible.log.dropped > 0 ? t.format("logViewer.dropped", String(visible.log.dropped)) : ""
        let right = dropped.isEmpty ? 0 : DisplayWidth.of(dropped) + 2
        var others = [t(viewer.follow ? "logViewer.following" : "logViewer.paused")]
        if viewer.column > 0 { others.append(t.format("logViewer.column", String(viewer.column))) }
        var parts = [position(visible, firstRow: firstRow, rows: rows, short: false, t)] + others
        if parts.reduce(1, { $0 + DisplayWidth.of($1) + 2 }) > buffer.width - right {
            parts[0] = position(visible, firstRow: firstRow, rows: rows, short: true, t)
        }
        var x = 1
        for text in parts where x < buffer.width - right {
            x += buffer.put(text, x: x, y: row, style: .header, maxWidth: buffer.width - right - x)
            x += 2
        }
        if !dropped.isEmpty, buffer.width - right > 1 {
            buffer.put(dropped, x: buffer.width - right + 1, y: row, style: .header)
        }
    }

    /// "lines 120-150 of 1834", with how many the log holds when the filter hides some; `short` for narrow screens.
    private static func position(_ visible: VisibleLog, firstRow: Int, rows: Int, short: Bool, _ t: Localizer) -> String {
        guard visible.count > 0 else { return t("logViewer.noLines") }
        let first = String(firstRow + 1), last = String(min(visible.count, firstRow + rows)), count = String(visible.count)
        if short { return t.format("logViewer.positionShort", first, last, count) }
        if visible.count < visible.log.entries.count {
            return t.format("logViewer.positionFiltered", first, last, count, String(visible.log.entries.count))
        }
        return t.format("logViewer.position", first, last, count)
    }
}
