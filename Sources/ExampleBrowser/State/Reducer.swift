import APIExample
import TerminalKit

/// The one place state changes: `reduce(state, action)` returns the effects for the runtime to carry out.
public enum Reducer {
    /// `log` is what the log viewer reads; without it, the running session's log.
    public static func reduce(_ state: inout AppState, _ action: Action, session: SessionSnapshot?,
                              log: LogSnapshot? = nil) -> [Effect] {
        switch action {
        case .resize(let width, let height):
            state.width = width
            state.height = height
            return []
        case .key(let key):
            return reduceKey(&state, key, session: session, log: log ?? session.map(LogSnapshot.init(session:)))
        case .alert(let notice):
            state.alert = notice
            return []
        case .logSaved(let outcome):
            state.logViewer?.saveOutcome = outcome
            return []
        }
    }

    private static func reduceKey(_ state: inout AppState, _ key: Key, session: SessionSnapshot?, log: LogSnapshot?) -> [Effect] {
        if case .mouse(let event) = key { return MouseReducer.apply(event, to: &state, session: session, log: log) }
        if key == .ctrl("c") { return state.screen.isSession ? [.stopSession, .quit] : [.quit] }
        let bindings = Keymap.bindings(for: state, session: session)
        // Typing goes to the focused text field (or the filter) before single-letter bindings like l and q.
        if case .char(let character) = key, acceptsText(state) {
            insert(character, into: &state, log: log)
            return []
        }
        if key == .backspace, acceptsText(state) {
            deleteBackward(&state, log: log)
            return []
        }
        guard let command = Keymap.command(for: key, in: bindings) else { return [] }
        return apply(command, to: &state, session: session, log: log)
    }

    static func apply(_ command: Command, to state: inout AppState, session: SessionSnapshot?,
                      log: LogSnapshot? = nil) -> [Effect] {
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
        case .log(let command):
            return LogViewerReducer.apply(command, to: &state, log: log)
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
        if let viewer = state.logViewer { return viewer.search.isEditing }
        if state.settings != nil { return SettingsReducer.isEditing(state) }
        switch state.screen {
        case .menu: return state.menu.isFiltering
        case .entry: return state.form.map { EntryFocus.isTextField($0, index: $0.focus) } ?? false
        case .session: return false
        }
    }

    private static func insert(_ character: Character, into state: inout AppState, log: LogSnapshot?) {
        if state.logViewer != nil {
            LogViewerReducer.insert(character, into: &state, log: log)
        } else if state.settings != nil {
            SettingsReducer.insert(character, into: &state)
        } else if case .menu = state.screen {
            state.menu.filter.append(character)
            MenuReducer.keepSelectionVisible(&state)
        } else {
            FormReducer.insert(character, into: &state)
        }
    }

    private static func deleteBackward(_ state: inout AppState, log: LogSnapshot?) {
        if state.logViewer != nil {
            LogViewerReducer.deleteBackward(&state, log: log)
        } else if state.settings != nil {
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
