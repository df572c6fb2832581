import TerminalKit

/// The one-line key-hint bar, built from the same bindings that handle the keys. When it does not fit,
/// the least important hints go first.
enum HintBar {
    static func draw(_ bindings: [KeyBinding], in buffer: inout CellBuffer, row: Int, context: RenderContext) {
        buffer.fill(Rect(x: 0, y: row, width: buffer.width, height: 1), style: .hint)
        var shown = bindings.filter(\.inHintBar)
        while !shown.isEmpty && width(of: shown, context) > buffer.width - 1 {
            guard let worst = shown.indices.max(by: { shown[$0].priority < shown[$1].priority }) else { break }
            shown.remove(at: worst)
        }
        var x = 1
        for binding in shown {
            x += buffer.put(binding.keyLabel, x: x, y: row, style: .hintKey)
            x += buffer.put(" " + context.text(binding.labelKey) + "  ", x: x, y: row, style: .hint)
        }
    }

    private static func width(of bindings: [KeyBinding], _ context: RenderContext) -> Int {
        bindings.reduce(0) { $0 + DisplayWidth.of($1.keyLabel) + 3 + DisplayWidth.of(context.text($1.labelKey)) }
    }
}
