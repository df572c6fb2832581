import APIExample

/// The settings screen: moving between rows, cycling choices, typing App ID / certificate / seed. Every change
/// is applied to the app's settings at once and handed to the runtime to save and apply.
enum SettingsReducer {
    static func apply(_ command: Command, to state: inout AppState) -> [Effect] {
        guard var screen = state.settings else { return [] }
        let rows = SettingsRow.allCases
        var effects: [Effect] = []
        switch command {
        case .moveUp, .previousField:
            screen.focus = (screen.focus + rows.count - 1) % rows.count
        case .moveDown, .nextField:
            screen.focus = (screen.focus + 1) % rows.count
        case .increment, .decrement:
            if case .choice(let options) = screen.row.kind {
                let current = screen.row.value(in: state.appSettings, language: state.language)
                let index = options.firstIndex { $0.value == current } ?? 0
                let step = command == .increment ? 1 : options.count - 1
                effects = store(options[(index + step) % options.count].value, row: screen.row, in: &state)
            }
        case .activate, .join:
            if case .text = screen.row.kind {
                if let text = screen.editing {
                    if let problem = screen.row.problem(with: text) {
                        screen.problem = problem
                    } else {
                        screen.editing = nil
                        screen.problem = nil
                        effects = store(text, row: screen.row, in: &state)
                    }
                } else {
                    screen.editing = screen.row.value(in: state.appSettings, language: state.language)
                }
            } else {
                return apply(.increment, to: &state)
            }
        case .back:
            if screen.editing != nil {
                screen.editing = nil
                screen.problem = nil
            } else {
                state.settings = nil
                return []
            }
        default:
            break
        }
        state.settings = screen
        return effects
    }

    static func insert(_ character: Character, into state: inout AppState) {
        guard var screen = state.settings, let text = screen.editing else { return }
        // Credentials and seeds are ASCII; anything else cannot be right, so it is not accepted.
        guard character.isASCII, !character.isWhitespace, text.count < 64 else { return }
        screen.editing = text + String(character)
        screen.problem = nil
        state.settings = screen
    }

    static func deleteBackward(_ state: inout AppState) {
        guard var screen = state.settings, let text = screen.editing, !text.isEmpty else { return }
        screen.editing = String(text.dropLast())
        screen.problem = nil
        state.settings = screen
    }

    static func isEditing(_ state: AppState) -> Bool { state.settings?.editing != nil }

    private static func store(_ value: String, row: SettingsRow, in state: inout AppState) -> [Effect] {
        var settings = state.appSettings
        row.set(value, in: &settings)
        if row == .language, let language = Language(argument: value) { state.language = language }
        guard settings != state.appSettings else { return [] }
        state.appSettings = settings
        state.keyCenter = KeyCenter.resolve(environment: state.keyEnvironment, settings: settings)
        return [.settingsChanged(settings)]
    }
}
