import APIExample
import TerminalKit

/// A case's Entry form: one row per field, the Join button last, errors at the field, the focused field's note.
enum EntryScreen {
    static func draw(_ state: AppState, in buffer: inout CellBuffer, context: RenderContext) {
        guard let form = state.form, let item = MenuRegistry.item(id: form.caseId) else { return }
        let text = context.text
        TitleBar.draw(text(item.nameKey), note: item.id, in: &buffer, context: context)
        let layout = EntryLayout(form: form, item: item, width: buffer.width, text: text)
        for row in layout.fields {
            let field = item.fields[row.index]
            let focused = form.focus == row.index
            buffer.put(text(field.labelKey), x: layout.labelX, y: row.y, style: focused ? .focused : .normal,
                       maxWidth: layout.labelWidth - 1)
            let value = form.values[field.id] ?? field.defaultValue
            let shown = display(field, value: value, focused: focused, context: context)
            buffer.put(DisplayWidth.pad(shown, to: layout.valueWidth), x: layout.valueX, y: row.y, style: focused ? .selected : .input)
            for (offset, line) in row.errorLines.enumerated() {
                buffer.put(line, x: layout.valueX, y: row.y + 1 + offset, style: .error)
            }
        }
        let joinFocused = form.focus == item.fields.count
        buffer.put(layout.joinText, x: layout.join.x, y: layout.join.y, style: joinFocused ? .selected : .accent)
        var y = layout.noteY
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
}
