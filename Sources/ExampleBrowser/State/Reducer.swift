import APIExample
import TerminalKit

/// The one place state changes: `reduce(state, action)` returns the effects for the runtime to carry out.
public enum Reducer {
    public static func reduce(_ state: inout AppState, _ action: Action, session: SessionSnapshot?) -> [Effect] {
        switch action {
        case .resize(let width, let height):
            state.width = width
            state.height = height
            return []
        case .key(let key):
            return reduceKey(&state, key, session: session)
        case .alert(let notice):
            state.alert = notice
            return []
        }
    }

    private static func reduceKey(_ state: inout AppState, _ key: Key, session: SessionSnapshot?) -> [Effect] {
        if case .mouse(let event) = key { return MouseReducer.apply(event, to: &state, session: session) }
        if key == .ctrl("c") { return state.screen.isSession ? [.stopSession, .quit] : [.quit] }
        let bindings = Keymap.bindings(for: state, session: session)
        // Typing goes to the focused text field (or the filter) before single-letter bindings like l and q.
        if case .char(let character) = key, acceptsText(state) {
            insert(character, into: &state)
            return []
        }
        if key == .backspace, acceptsText(state) {
            deleteBackward(&state)
            return []
        }
        guard let command = Keymap.command(for: key, in: bindings) else { return [] }
        return apply(command, to: &state, session: session)
    }

    static func apply(_ command: Command, to state: inout AppState, session: SessionSnapshot?) -> [Effect] {
        if state.settings != nil, !state.showHelp, state.alert == nil, Self.settingsCommands.contains(command) {
            return SettingsReducer.apply(command, to: &state)
        }
        switch command {
        case .toggleHelp:
            state.showHelp.toggle()
        case .toggleLanguage:
            state.language = state.language.other
        case .dismissNotice:
            return [.dismissNotice]
        case .dismissAlert:
            state.alert = nil
        case .openSettings:
            state.showHelp = false
            state.settings = SettingsState()
        case .allow:
            return [.answerPrompt(granted: true)]
        case .deny:
            return [.answerPrompt(granted: false)]
        case .quit:
            return [.quit]
        case .togglePeriodic:
            state.showPeriodic.toggle()
        case .moveUp, .moveDown, .pageUp, .pageDown, .startFilter, .clearFilter, .open:
            return MenuReducer.apply(command, to: &state)
        case .nextField, .previousField, .increment, .decrement, .activate, .join:
            if case .session = state.screen { return SessionReducer.apply(command, to: &state, session: session) }
            return FormReducer.apply(command, to: &state)
        case .nextControl, .previousControl:
            return SessionReducer.apply(command, to: &state, session: session)
        case .back:
            return back(&state)
        }
        return []
    }

    /// What the settings screen handles while it is open (everything else — help, language, quit — is global).
    private static let settingsCommands: Set<Command> = [
        .moveUp, .moveDown, .nextField, .previousField, .increment, .decrement, .activate, .join, .back,
    ]

    private static func back(_ state: inout AppState) -> [Effect] {
        switch state.screen {
        case .menu:
            return []
        case .entry:
            state.screen = .menu
            state.form = nil
            return []
        case .session(let caseId):
            // Back from a session returns to its Entry form with what was typed, as the original's navigation
            // stack does; Back again returns to the menu with the same row selected.
            state.screen = .entry(caseId: caseId)
            state.controlFocus = 0
            return [.stopSession]
        }
    }

    private static func acceptsText(_ state: AppState) -> Bool {
        if state.showHelp || state.alert != nil { return false }
        if state.settings != nil { return SettingsReducer.isEditing(state) }
        switch state.screen {
        case .menu: return state.menu.isFiltering
        case .entry: return state.form.map { EntryFocus.isTextField($0, index: $0.focus) } ?? false
        case .session: return false
        }
    }

    private static func insert(_ character: Character, into state: inout AppState) {
        if state.settings != nil {
            SettingsReducer.insert(character, into: &state)
        } else if case .menu = state.screen {
            state.menu.filter.append(character)
            MenuReducer.keepSelectionVisible(&state)
        } else {
            FormReducer.insert(character, into: &state)
        }
    }

    private static func deleteBackward(_ state: inout AppState) {
        if state.settings != nil {
            SettingsReducer.deleteBackward(&state)
        } else if case .menu = state.screen {
            if state.menu.filter.isEmpty { state.menu.isFiltering = false } else { state.menu.filter.removeLast() }
            MenuReducer.keepSelectionVisible(&state)
        } else {
            FormReducer.deleteBackward(&state)
        }
    }
}

extension Screen {
    var isSession: Bool { if case .session = self { true } else { false } }
}
