import APIExample
import TerminalKit

/// The rows of the controls pane: which controls fit (scrolled to keep the focused one visible) and where each
/// one's value starts. ControlsPane draws from it and clicks are hit-tested against it.
struct ControlsLayout {
    /// Inside the pane's border.
    let inner: Rect
    /// The controls on screen, top to bottom, with the line each is drawn on.
    let rows: [(index: Int, y: Int)]

    init(area: Rect, count: Int, focus: Int) {
        let inner = area.inset(by: 1), first = max(0, focus - inner.height + 1)
        self.inner = inner
        rows = inner.isEmpty ? [] : (first..<max(first, count)).prefix(inner.height).enumerated().map { (index: $1, y: inner.y + $0) }
    }

    /// A control's line: the label (cut short so at least one blank follows it), then the value right-aligned;
    /// `valueX` is the screen column where the value starts.
    func line(label: String, value: String) -> (text: String, valueX: Int) {
        let valueWidth = DisplayWidth.of(value)
        let label = DisplayWidth.truncate(label, to: max(1, inner.width - valueWidth - 1))
        let gap = max(1, inner.width - DisplayWidth.of(label) - valueWidth)
        return (label + String(repeating: " ", count: gap) + value, inner.x + DisplayWidth.of(label) + gap)
    }

    /// The control under (x, y), and whether the click hit its label or its value.
    func target(atX x: Int, y: Int, controls: [SessionControl], text: Localizer) -> (index: Int, part: ControlPart)? {
        guard x >= inner.x, x < inner.maxX, let row = rows.first(where: { $0.y == y }), row.index < controls.count else {
            return nil
        }
        let control = controls[row.index]
        let valueX = line(label: text(control.labelKey), value: ControlsPane.valueText(control, text: text, width: inner.width)).valueX
        return (row.index, x >= valueX ? .value(column: x - valueX) : .label)
    }
}
