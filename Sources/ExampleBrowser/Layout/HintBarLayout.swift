import APIExample
import TerminalKit

/// Which hints fit in the bottom line and where each one is. When they do not all fit, the least important
/// go first. HintBar draws from it, and a click on a hint does what its key does.
struct HintBarLayout {
    struct Hint {
        let binding: KeyBinding
        let x: Int
        let label: String
        /// Key label, a blank and the label; the two blanks after it belong to no hint.
        let width: Int
    }

    let row: Int
    let hints: [Hint]

    init(_ bindings: [KeyBinding], width: Int, row: Int, text: Localizer) {
        self.row = row
        var shown = bindings.filter(\.inHintBar)
        while !shown.isEmpty && Self.width(of: shown, text) > width - 1 {
            guard let worst = shown.indices.max(by: { shown[$0].priority < shown[$1].priority }) else { break }
            shown.remove(at: worst)
        }
        var x = 1
        var hints: [Hint] = []
        for binding in shown {
            let label = text(binding.labelKey)
            let hintWidth = DisplayWidth.of(binding.keyLabel) + 1 + DisplayWidth.of(label)
            hints.append(Hint(binding: binding, x: x, label: label, width: hintWidth))
            x += hintWidth + 2
        }
        self.hints = hints
    }

    func binding(atX x: Int, y: Int) -> KeyBinding? {
        guard y == row else { return nil }
        return hints.first { x >= $0.x && x < $0.x + $0.width }?.binding
    }

    private static func width(of bindings: [KeyBinding], _ text: Localizer) -> Int {
        bindings.reduce(0) { $0 + DisplayWidth.of($1.keyLabel) + 3 + DisplayWidth.of(text($1.labelKey)) }
    }
}
