import APIExample
import TerminalKit

/// The case's in-session controls, one per line; the focused one is highlighted.
enum ControlsPane {
    static func draw(_ controls: [SessionControl], focus: Int, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        buffer.box(area, glyphs: context.glyphs, title: context.text("session.controls"))
        let inner = area.inset(by: 1)
        guard !inner.isEmpty else { return }
        if controls.isEmpty {
            buffer.put(context.text("session.noControls"), x: inner.x, y: inner.y, style: .dim, maxWidth: inner.width)
            return
        }
        let first = max(0, focus - inner.height + 1)
        for (offset, index) in (first..<controls.count).prefix(inner.height).enumerated() {
            let control = controls[index]
            let value = valueText(control, context: context)
            let label = DisplayWidth.truncate(context.text(control.labelKey), to: max(1, inner.width - DisplayWidth.of(value) - 1))
            let gap = max(1, inner.width - DisplayWidth.of(label) - DisplayWidth.of(value))
            let line = label + String(repeating: " ", count: gap) + value
            let style: StyleRole = index == focus ? .selected : (control.isEnabled ? .normal : .dim)
            buffer.put(line, x: inner.x, y: inner.y + offset, style: style, maxWidth: inner.width)
        }
    }

    static func valueText(_ control: SessionControl, context: RenderContext) -> String {
        switch control.kind {
        case .toggle(let on): on ? "[x]" : "[ ]"
        case .slider(let value, _, _): "< \(value) >"
        case .choice(let options, let selected):
            "< " + (options.first { $0.value == selected }.map { context.text($0.labelKey) } ?? selected) + " >"
        case .action: "[Enter]"
        }
    }
}
