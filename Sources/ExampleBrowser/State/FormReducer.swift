import APIExample

/// Entry-form editing: focus, typing, choices and toggles, and Join with validation at the field.
enum FormReducer {
    static func apply(_ command: Command, to state: inout AppState) -> [Effect] {
        guard var form = state.form, let item = MenuRegistry.item(id: form.caseId) else { return [] }
        let rows = item.fields.count + 1
        switch command {
        case .nextField:
            form.focus = (form.focus + 1) % rows
        case .previousField:
            form.focus = (form.focus + rows - 1) % rows
        case .increment, .decrement, .activate:
            guard form.focus < item.fields.count else { break }
            let field = item.fields[form.focus]
            form.values[field.id] = cycled(field, form.values[field.id] ?? field.defaultValue, forward: command != .decrement)
            form.errors[field.id] = nil
        case .join:
            // Enter on a field moves on; Enter on Join validates and joins.
            if form.focus < item.fields.count {
                form.focus += 1
                break
            }
            switch FieldValidator.configs(fields: item.fields, values: form.values) {
            case .success(let configs):
                form.errors = [:]
                state.form = form
                state.screen = .session(caseId: item.id)
                state.sessionSerial += 1
                state.session = SessionState(caseId: item.id, serial: state.sessionSerial)
                state.endedSession = nil
                return [.startSession(caseId: item.id, serial: state.sessionSerial, configs: configs)]
            case .failure(let errors):
                form.errors = errors.byField
                form.focus = item.fields.firstIndex { errors.byField[$0.id] != nil } ?? form.focus
            }
        default:
            break
        }
        state.form = form
        return []
    }

    private static func cycled(_ field: FieldSpec, _ value: String, forward: Bool) -> String {
        switch field.kind {
        case .toggle:
            return value == "true" ? "false" : "true"
        case .choice(let options):
            let index = options.firstIndex { $0.value == value } ?? 0
            let next = forward ? (index + 1) % options.count : (index + options.count - 1) % options.count
            return options[next].value
        case .text, .number:
            return value
        }
    }

    static func insert(_ character: Character, into state: inout AppState) {
        guard var form = state.form, let field = focusedField(form) else { return }
        if case .number = field.kind, !(character.asciiValue.map { $0 >= 0x30 && $0 <= 0x39 } ?? false) {
            form.errors[field.id] = "error.number.notNumber"
        } else {
            form.values[field.id, default: ""].append(character)
            form.errors[field.id] = FieldValidator.problem(field, value: form.values[field.id] ?? "").flatMap {
                // While typing, only complain about what typing more cannot fix.
                $0 == "error.channel.empty" || $0 == "error.number.empty" ? nil : $0
            }
        }
        state.form = form
    }

    static func deleteBackward(_ state: inout AppState) {
        guard var form = state.form, let field = focusedField(form) else { return }
        if !(form.values[field.id] ?? "").isEmpty { form.values[field.id]?.removeLast() }
        form.errors[field.id] = nil
        state.form = form
    }

    private static func focusedField(_ form: FormState) -> FieldSpec? {
        guard let item = MenuRegistry.item(id: form.caseId), form.focus < item.fields.count else { return nil }
        return item.fields[form.focus]
    }
}
