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
            let line = layout.line(label: context.text(control.labelKey), value: valueText(control, text: context.text)).text
            let style: StyleRole = index == focus ? .selected : (control.isEnabled ? .normal : .dim)
            buffer.put(line, x: inner.x, y: y, style: style, maxWidth: inner.width)
        }
    }

    static func valueText(_ control: SessionControl, text: Localizer) -> String {
        switch control.kind {
        case .toggle(let on): on ? "[x]" : "[ ]"
        case .slider(let value, _, _): "< \(value) >"
        case .choice(let options, let selected):
            "< " + (options.first { $0.value == selected }.map { text($0.labelKey) } ?? selected) + " >"
        case .action: "[Enter]"
        case .text(let line): "[" + line + "_]"
        }
    }
}
