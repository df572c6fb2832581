import APIExample
import TerminalKit

/// The one place state changes: `reduce(state, action)` returns the effects for the runtime to carry out.
public enum Reducer {
    public static func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
        switch action {
        case .resize(let width, let height):
            state.width = width
            state.height = height
            SourceViewerReducer.sessionChanged(&state)
            return []
        case .key(let key):
            return reduceKey(&state, key)
        case .session(let serial, let event):
            if state.session?.serial == serial {
                SessionReducer.reduce(&state.session!, event)
                SourceViewerReducer.sessionChanged(&state)
            } else if state.endedSession?.serial == serial, case .log = event {
                // Back ended it; its leave and destroy lines still belong to its log.
                SessionReducer.reduce(&state.endedSession!, event)
            }
            return []
        case .alert(let notice):
            state.alert = notice
            return []
        case .logSaved(let outcome):
            state.logViewer?.saveOutcome = outcome
            return []
        }
    }

    private static func reduceKey(_ state: inout AppState, _ key: Key) -> [Effect] {
        if case .mouse(let event) = key { return MouseReducer.apply(event, to: &state) }
        if key == .focusIn || key == .focusOut {
            state.terminalFocused = key == .focusIn
            return []
        }
        if key == .ctrl("c") { return state.screen.isSession ? [.stopSession, .quit] : [.quit] }
        // Typing goes to the focused text field (or the filter) before single-letter bindings like l and q.
        if case .char(let character) = key, acceptsText(state) {
            insert(character, into: &state)
            return []
        }
        if key == .backspace, acceptsText(state) {
            deleteBackward(&state)
            return []
        }
        guard let command = Keymap.command(for: key, in: Keymap.bindings(for: state)) else { return [] }
        return apply(command, to: &state)
    }

    static func apply(_ command: Command, to state: inout AppState) -> [Effect] {
        if state.topLayer == .settings, Self.settingsCommands.contains(command) {
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
        case .showTips:
            if let caseId = state.form?.caseId, let tips = MenuRegistry.item(id: caseId)?.tipsKey {
                state.alert = SessionNotice(tips)
            }
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
        case .toggleBackground:
            state.backgroundByHand.toggle()
        case .moveUp, .moveDown, .pageUp, .pageDown, .startFilter, .clearFilter, .open:
            return MenuReducer.apply(command, to: &state)
        case .nextField, .previousField, .increment, .decrement, .activate, .join:
            if case .session = state.screen { return SessionKeysReducer.apply(command, to: &state) }
            return FormReducer.apply(command, to: &state)
        case .nextControl, .previousControl:
            return SessionKeysReducer.apply(command, to: &state)
        case .back:
            return back(&state)
        case .log(let command):
            return LogViewerReducer.apply(command, to: &state, log: state.logSnapshot)
        case .source(let command):
            return SourceViewerReducer.apply(command, to: &state)
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
            state.endedSession = state.session
            state.session = nil
            return [.stopSession]
        }
    }

    private static func acceptsText(_ state: AppState) -> Bool {
        switch state.topLayer {
        case .help, .alert, .prompt, .notice: return false
        case .logViewer: return state.logViewer?.search.isEditing ?? false
        case .sourceViewer: return state.sourceViewer?.search.isEditing ?? false
        case .settings: return SettingsReducer.isEditing(state)
        case .screen:
            switch state.screen {
            case .menu: return state.menu.isFiltering
            case .entry: return state.form.map { EntryFocus.isTextField($0, index: $0.focus) } ?? false
            case .session: return SessionKeysReducer.focusedTextControl(state) != nil
            }
        }
    }

    private static func insert(_ character: Character, into state: inout AppState) {
        switch state.topLayer {
        case .logViewer: LogViewerReducer.insert(character, into: &state, log: state.logSnapshot)
        case .sourceViewer: SourceViewerReducer.insert(character, into: &state)
        case .settings: SettingsReducer.insert(character, into: &state)
        default:
            switch state.screen {
            case .menu:
                state.menu.filter.append(character)
                MenuReducer.keepSelectionVisible(&state)
            case .entry: FormReducer.insert(character, into: &state)
            case .session: SessionKeysReducer.edit(&state) { $0.append(character) }
            }
        }
    }

    private static func deleteBackward(_ state: inout AppState) {
        switch state.topLayer {
        case .logViewer: LogViewerReducer.deleteBackward(&state, log: state.logSnapshot)
        case .sourceViewer: SourceViewerReducer.deleteBackward(&state)
        case .settings: SettingsReducer.deleteBackward(&state)
        default:
            switch state.screen {
            case .menu:
                if state.menu.filter.isEmpty { state.menu.isFiltering = false } else { state.menu.filter.removeLast() }
                MenuReducer.keepSelectionVisible(&state)
            case .entry: FormReducer.deleteBackward(&state)
            case .session: SessionKeysReducer.edit(&state) { text in if !text.isEmpty { text.removeLast() } }
            }
        }
    }
}

extension Screen {
    var isSession: Bool { if case .session = self { true } else { false } }
}
