import APIExample
import TerminalKit

/// The row of kind toggles, e.g. `1[x] API  2[x] callbacks  ...  p[ ] periodic`. Each name is drawn in its
/// lines' style, so the row is also the colour legend.
enum LogFilterRow {
    static func draw(_ filter: LogFilter, in buffer: inout CellBuffer, row: Int, context: RenderContext) {
        var toggles = LogFilter.kinds.enumerated().map { index, kind in
            (key: String(index + 1), on: filter.shows(kind), label: context.text("logViewer.kind." + kind.rawValue),
             style: LogLineRow.style(kind))
        }
        toggles.append((key: "p", on: filter.showPeriodic, label: context.text("logViewer.kind.periodic"), style: .normal))
        let full = toggles.reduce(0) { $0 + DisplayWidth.of($1.key + "[x] " + $1.label) + 2 }
        // Narrow terminals: one space between toggles, so the last one still fits.
        let gap = full + 1 <= buffer.width ? 2 : 1
        var x = 1
        for toggle in toggles where x < buffer.width {
            x += buffer.put(toggle.key, x: x, y: row, style: .accent)
            x += buffer.put(toggle.on ? "[x] " : "[ ] ", x: x, y: row)
            x += buffer.put(toggle.label, x: x, y: row, style: toggle.on ? toggle.style : .dim)
            x += gap
        }
    }
}
