import APIExample
import TerminalKit

/// Where an Entry form's rows go: each field (and the error lines under it), the Join button and the note.
/// EntryScreen draws from it and clicks are hit-tested against it.
struct EntryLayout {
    struct FieldRow: Equatable {
        let index: Int
        let y: Int
        /// Drawn from y + 1, one per line.
        let errorLines: [String]
    }

    enum Target: Equatable {
        case field(index: Int, part: ControlPart)
        case join
    }

    let labelX = 2
    let labelWidth: Int
    let valueX: Int
    let valueWidth: Int
    let fields: [FieldRow]
    let joinText: String
    let join: Rect
    /// The first line of the focused field's note, or of the "fix the errors" hint.
    let noteY: Int

    init(form: FormState, item: MenuItem, width: Int, text: Localizer) {
        labelWidth = min(26, max(12, item.fields.map { DisplayWidth.of(text($0.labelKey)) }.max() ?? 12) + 2)
        let valueX = labelX + labelWidth
        self.valueX = valueX
        valueWidth = max(10, min(44, width - valueX - 2))
        var y = 2
        var rows: [FieldRow] = []
        for (index, field) in item.fields.enumerated() {
            let errors = form.errors[field.id].map {
                DisplayWidth.wrap("! " + Self.errorText($0, field: field, text: text), width: width - valueX - 1)
            } ?? []
            rows.append(FieldRow(index: index, y: y, errorLines: errors))
            y += 1 + errors.count
        }
        fields = rows
        y += 1
        // A case that joins no channel of the user's (a player, the pre-call tests) starts rather than joins.
        let joinsChannel = item.fields.contains { $0.id == "channelName" }
        joinText = "[ " + text(joinsChannel ? "form.join" : "form.start") + " ]"
        join = Rect(x: valueX, y: y, width: DisplayWidth.of(joinText), height: 1)
        noteY = y + 2
    }

    /// The field (label, value or its error lines) or the Join button under (x, y).
    func target(atX x: Int, y: Int) -> Target? {
        if y == join.y { return x >= join.x && x < join.maxX ? .join : nil }
        guard x >= 0, let row = fields.first(where: { y >= $0.y && y <= $0.y + $0.errorLines.count }) else { return nil }
        if y == row.y, x >= valueX, x < valueX + valueWidth { return .field(index: row.index, part: .value(column: x - valueX)) }
        return .field(index: row.index, part: .label)
    }

    static func errorText(_ key: String, field: FieldSpec, text: Localizer) -> String {
        if key == "error.number.range", case .number(let range) = field.kind {
            return text.format(key, String(range.lowerBound), String(range.upperBound))
        }
        return text(key)
    }
}
