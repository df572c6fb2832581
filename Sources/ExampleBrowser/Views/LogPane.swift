import APIExample
import TerminalKit

/// The newest log lines: API calls with return codes, callbacks, errors. Periodic reports are counted and
/// hidden unless asked for, so the calls that matter stay readable.
enum LogPane {
    static func draw(_ entries: [LogEntry], showPeriodic: Bool, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        buffer.box(area, glyphs: context.glyphs, title: context.text("session.log"))
        let inner = area.inset(by: 1)
        guard !inner.isEmpty else { return }
        let hiddenCount = showPeriodic ? 0 : entries.reduce(0) { $0 + ($1.isPeriodic ? 1 : 0) }
        var rows = inner.height
        if hiddenCount > 0 {
            rows -= 1
            buffer.put(context.text.format("session.periodicHidden", String(hiddenCount)), x: inner.x, y: inner.maxY - 1,
                       style: .dim, maxWidth: inner.width)
        }
        guard rows > 0 else { return }
        var visible: [LogEntry] = []
        for entry in entries.reversed() where showPeriodic || !entry.isPeriodic {
            visible.append(entry)
            if visible.count == rows { break }
        }
        for (offset, entry) in visible.reversed().enumerated() {
            let y = inner.y + offset
            let stamp = entry.timestamp + " "
            let x = inner.x + buffer.put(stamp, x: inner.x, y: y, style: .dim, maxWidth: inner.width)
            buffer.put(entry.visibleText(context.text), x: x, y: y, style: style(entry.kind), maxWidth: inner.maxX - x)
        }
    }

    private static func style(_ kind: LogEntry.Kind) -> StyleRole {
        switch kind {
        case .api: .normal
        case .callback: .accent
        case .error: .error
        case .app: .dim
        }
    }
}
