import APIExample

/// In-session keys: moving between the case's controls, changing them, and typing into a text control.
enum SessionKeysReducer {
    static func apply(_ command: Command, to state: inout AppState) -> [Effect] {
        guard let live = state.liveSession, let focus = live.focusedControl else { return [] }
        let control = live.controls[focus]
        let change: ControlChange
        switch command {
        case .nextControl, .previousControl:
            // Tab passes over what cannot be used now.
            guard let next = live.enabledControl(after: focus, step: command == .nextControl ? 1 : -1), next != focus else {
                return []
            }
            let effects = handOverTypedLine(&state)
            state.session?.controlFocus = next
            return effects
        case .increment: change = .increment
        case .decrement: change = .decrement
        case .activate: change = .activate
        default: return []
        }
        // A text line has no cursor to move: only Enter sends it.
        if case .text = control.kind {
            guard change == .activate else { return [] }
            state.session?.typedLines.remove(control.id)
        }
        guard let value = control.requestedValue(change) else { return [] }
        return [.performControl(id: control.id, value: value)]
    }

    /// The focus is leaving the focused text control: its typed line goes to the case as Enter would send it (as a
    /// text field's editing ends), so Open, Send or Push beside it acts on what the user typed. Nothing when it was
    /// not typed into since the case last took or set it.
    static func handOverTypedLine(_ state: inout AppState) -> [Effect] {
        guard let control = focusedTextControl(state), case .text(let line) = control.kind,
              state.session?.typedLines.contains(control.id) == true else { return [] }
        state.session?.typedLines.remove(control.id)
        return [.performControl(id: control.id, value: .text(line))]
    }

    /// The focused control, when it takes typing.
    static func focusedTextControl(_ state: AppState) -> SessionControl? {
        guard let live = state.liveSession, let focus = live.focusedControl else { return nil }
        let control = live.controls[focus]
        if case .text = control.kind, control.isEnabled { return control }
        return nil
    }

    /// Typing edits the focused text control's line; the case sees it when Enter submits it.
    static func edit(_ state: inout AppState, _ edit: (inout String) -> Void) {
        guard let control = focusedTextControl(state), case .text(var text) = control.kind,
              let index = state.session?.controls.firstIndex(where: { $0.id == control.id }) else { return }
        edit(&text)
        state.session?.controls[index].kind = .text(text)
        state.session?.typedLines.insert(control.id)
    }
}
