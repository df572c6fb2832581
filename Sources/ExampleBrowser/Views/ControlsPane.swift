import APIExample
import TerminalKit

/// The case's in-session controls, one per line; the focused one is highlighted.
enum ControlsPane {
    static func draw(_ controls: [SessionControl], focus: Int, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        buffer.box(area, glyphs: context.glyphs, title: context.text("session.controls"))
        let layout = ControlsLayout(area: area, count: controls.count, focus: focus)
        let inner = layout.inner
        guard !inner.isEmpty else { return }
        if controls.isEmpty {
            buffer.put(context.text("session.noControls"), x: inner.x, y: inner.y, style: .dim, maxWidth: inner.width)
            return
        }
        for (index, y) in layout.rows {
            let control = controls[index]
            let value = valueText(control, text: context.text, width: inner.width)
            let line = layout.line(label: context.text(control.labelKey), value: value).text
            let style: StyleRole = index == focus ? .selected : (control.isEnabled ? .normal : .dim)
            buffer.put(line, x: inner.x, y: y, style: style, maxWidth: inner.width)
        }
    }

    /// `width` is the pane's: a typed line shows its end (where the user types) in at most half of it, so the
    /// label stays readable.
    static func valueText(_ control: SessionControl, text: Localizer, width: Int = .max) -> String {
        switch control.kind {
        case .toggle(let on): on ? "[x]" : "[ ]"
        case .slider(let value, _, _): "< \(value) >"
        case .choice(let options, let selected):
            "< " + (options.first { $0.value == selected }.map { text($0.labelKey) } ?? selected) + " >"
        case .action: "[Enter]"
        case .text(let line): "[" + tail(of: line, fitting: max(4, width / 2) - 3) + "_]"
        }
    }

    /// The end of `line` that fits `columns`, after an ellipsis when cut.
    private static func tail(of line: String, fitting columns: Int) -> String {
        guard DisplayWidth.of(line) > columns else { return line }
        var kept = ""
        for character in line.reversed() {
            guard DisplayWidth.of(kept) + DisplayWidth.of(character) < columns else { break }
            kept.insert(character, at: kept.startIndex)
        }
        return "…" + kept
    }
}
