import TerminalKit

/// The one-line key-hint bar, built from the same bindings that handle the keys. When it does not fit,
/// the least important hints go first (HintBarLayout decides which, and where each one sits).
enum HintBar {
    static func draw(_ bindings: [KeyBinding], in buffer: inout CellBuffer, row: Int, context: RenderContext) {
        buffer.fill(Rect(x: 0, y: row, width: buffer.width, height: 1), style: .hint)
        let layout = HintBarLayout(bindings, width: buffer.width, row: row, text: context.text)
        for hint in layout.hints {
            let x = hint.x + buffer.put(hint.binding.keyLabel, x: hint.x, y: row, style: .hintKey)
            buffer.put(" " + hint.label + "  ", x: x, y: row, style: .hint)
        }
    }
}
