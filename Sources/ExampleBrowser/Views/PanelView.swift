import APIExample
import TerminalKit

/// A case's own box: its lines from the top (text, or a bar with text after it), then its sketch to scale in the
/// rows that are left (regions as boxes labelled with their names, later ones on top).
enum PanelView {
    static func draw(_ panel: SessionPanel, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        buffer.box(area, glyphs: context.glyphs, title: context.text(panel.titleKey))
        let inner = area.inset(by: 1)
        guard !inner.isEmpty else { return }
        var row = inner.y
        for line in panel.lines where row < inner.maxY {
            row += drawLine(line, in: &buffer, x: inner.x, y: row, width: inner.width, rows: inner.maxY - row,
                            context: context)
        }
        if let sketch = panel.sketch, row < inner.maxY {
            drawSketch(sketch, in: &buffer, area: Rect(x: inner.x, y: row, width: inner.width, height: inner.maxY - row),
                       context: context)
        }
        if !panel.bars.isEmpty, row < inner.maxY {
            drawBars(panel.bars, in: &buffer, area: Rect(x: inner.x, y: row, width: inner.width, height: inner.maxY - row),
                     context: context)
        }
    }

    /// One column a bar, centred, with a blank column between bars where the width allows (else none, and where even
    /// that is too wide, as many bars dropped from each end); each bar as tall as its fraction of the area, centred
    /// on the middle row (odd heights, so it is symmetric), at least one cell for anything above zero.
    private static func drawBars(_ bars: [Double], in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        let excess = max(0, bars.count - area.width)
        let shown = Array(bars.dropFirst(excess / 2).dropLast(excess - excess / 2))
        guard !shown.isEmpty, area.height > 0 else { return }
        let pitch = 2 * shown.count - 1 <= area.width ? 2 : 1
        let left = area.x + (area.width - (pitch * (shown.count - 1) + 1)) / 2
        let middle = area.y + (area.height - 1) / 2
        for (index, fraction) in shown.enumerated() where fraction > 0 {
            let half = Int((min(1, fraction) * Double(area.height - 1) / 2).rounded())
            for y in max(area.y, middle - half)...min(area.maxY - 1, middle + half) {
                buffer.put(context.glyphs.meterFull, x: left + pitch * index, y: y, style: .meter)
            }
        }
    }

    /// Draws one line in at most `rows` rows and says how many it took: a sentence wraps rather than losing its end
    /// at the panel's edge; a bar's line keeps to one row.
    private static func drawLine(_ line: SessionPanel.Line, in buffer: inout CellBuffer, x: Int, y: Int, width: Int,
                                 rows: Int, context: RenderContext) -> Int {
        let t = context.text
        // What a line quotes may come from a peer (a data-stream message, metadata): control characters show escaped,
        // as in the log, rather than vanish.
        let text = line.key.map { key in
            line.arguments.isEmpty ? t(key) : String(format: t(key), arguments: line.arguments.map { VisibleControls.escape(t($0)) })
        } ?? VisibleControls.escape(line.text)
        let style = style(for: line.style)
        guard let progress = line.progress else {
            let wrapped = DisplayWidth.wrap(text, width: width).prefix(rows)
            for (offset, part) in wrapped.enumerated() {
                buffer.put(part, x: x, y: y + offset, style: style, maxWidth: width)
            }
            return max(1, wrapped.count)
        }
        let barWidth = max(1, width - DisplayWidth.of(text) - 1)
        let filled = min(barWidth, Int((progress * Double(barWidth)).rounded()))
        let bar = String(repeating: context.glyphs.meterFull, count: filled)
            + String(repeating: context.glyphs.meterEmpty, count: barWidth - filled)
        buffer.put(bar, x: x, y: y, style: .meter, maxWidth: width)
        buffer.put(text, x: x + barWidth + 1, y: y, style: style, maxWidth: max(0, width - barWidth - 1))
        return 1
    }

    private static func style(for style: SessionPanel.Line.Style) -> StyleRole {
        switch style {
        case .normal: .normal
        case .dim: .dim
        case .accent: .accent
        case .warning: .warning
        }
    }

    /// The canvas scaled to fit, keeping its aspect with cells twice as tall as wide.
    private static func drawSketch(_ sketch: SessionPanel.Sketch, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        guard sketch.width > 0, sketch.height > 0, area.width >= 4, area.height >= 3 else { return }
        let aspect = Double(sketch.height) / Double(sketch.width) / 2
        var columns = area.width
        var rows = Int((Double(columns) * aspect).rounded())
        if rows > area.height {
            rows = area.height
            columns = min(area.width, Int((Double(rows) / aspect).rounded()))
        }
        guard columns >= 4, rows >= 3 else { return }
        let canvas = Rect(x: area.x, y: area.y, width: columns, height: rows)
        buffer.box(canvas, glyphs: context.glyphs, style: .dim)
        let scaleX = Double(columns) / Double(sketch.width), scaleY = Double(rows) / Double(sketch.height)
        for region in sketch.regions {
            let x0 = Int((Double(region.x) * scaleX).rounded()), y0 = Int((Double(region.y) * scaleY).rounded())
            let x1 = Int((Double(region.x + region.width) * scaleX).rounded())
            let y1 = Int((Double(region.y + region.height) * scaleY).rounded())
            let rect = Rect(x: canvas.x + x0, y: canvas.y + y0, width: max(2, x1 - x0), height: max(2, y1 - y0)).clipped(to: canvas)
            buffer.fill(rect.inset(by: 1))
            buffer.box(rect, glyphs: context.glyphs, style: .accent)
            if rect.width > 2 && rect.height > 2 {
                buffer.put(region.label, x: rect.x + 1, y: rect.y + 1, style: .accent, maxWidth: rect.width - 2)
            } else {
                buffer.put(region.label, x: rect.x, y: rect.y, style: .accent, maxWidth: rect.width)
            }
        }
    }
}
