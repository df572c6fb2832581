import APIExample
import TerminalKit

/// A case's Entry form: one row per field, the Join button last, errors at the field, the focused field's note.
enum EntryScreen {
    static func draw(_ state: AppState, in buffer: inout CellBuffer, context: RenderContext) {
        guard let form = state.form, let item = MenuRegistry.item(id: form.caseId) else { return }
        let text = context.text
        TitleBar.draw(text(item.nameKey), note: item.id, in: &buffer, context: context)
        let labelWidth = min(26, max(12, item.fields.map { DisplayWidth.of(text($0.labelKey)) }.max() ?? 12) + 2)
        let valueX = 2 + labelWidth
        let valueWidth = max(10, min(44, buffer.width - valueX - 2))
        var y = 2
        for (index, field) in item.fields.enumerated() {
            let focused = form.focus == index
            buffer.put(text(field.labelKey), x: 2, y: y, style: focused ? .focused : .normal, maxWidth: labelWidth - 1)
            let value = form.values[field.id] ?? field.defaultValue
            let shown = display(field, value: value, focused: focused, context: context)
            buffer.put(DisplayWidth.pad(shown, to: valueWidth), x: valueX, y: y, style: focused ? .selected : .input)
            y += 1
            if let problem = form.errors[field.id] {
                let message = errorText(problem, field: field, context: context)
                for line in DisplayWidth.wrap("! " + message, width: buffer.width - valueX - 1) {
                    buffer.put(line, x: valueX, y: y, style: .error)
                    y += 1
                }
            }
        }
        y += 1
        let joinFocused = form.focus == item.fields.count
        buffer.put("[ " + text("form.join") + " ]", x: valueX, y: y, style: joinFocused ? .selected : .accent)
        y += 2
        if form.focus < item.fields.count, let note = item.fields[form.focus].noteKey {
            for line in DisplayWidth.wrap(text(note), width: buffer.width - 4) where y < buffer.height - 1 {
                buffer.put(line, x: 2, y: y, style: .dim)
                y += 1
            }
        } else if !form.errors.isEmpty, y < buffer.height - 1 {
            buffer.put(text("form.fixErrors"), x: 2, y: y, style: .error)
        }
    }

    private static func display(_ field: FieldSpec, value: String, focused: Bool, context: RenderContext) -> String {
        switch field.kind {
        case .text, .number:
            return value + (focused ? "_" : "")
        case .toggle:
            return (value == "true" ? "[x] " + context.text("form.on") : "[ ] " + context.text("form.off"))
        case .choice(let options):
            let label = options.first { $0.value == value }.map { context.text($0.labelKey) } ?? value
            return "< " + label + " >"
        }
    }

    static func errorText(_ key: String, field: FieldSpec, context: RenderContext) -> String {
        if key == "error.number.range", case .number(let range) = field.kind {
            return context.text.format(key, String(range.lowerBound), String(range.upperBound))
        }
        return context.text(key)
    }
}
