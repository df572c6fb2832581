import APIExample

/// In-session keys: moving between the case's controls and changing them.
enum SessionReducer {
    static func apply(_ command: Command, to state: inout AppState, session: SessionSnapshot?) -> [Effect] {
        guard let controls = session?.controls, !controls.isEmpty else { return [] }
        state.controlFocus = min(state.controlFocus, controls.count - 1)
        let control = controls[state.controlFocus]
        switch command {
        case .nextControl:
            state.controlFocus = (state.controlFocus + 1) % controls.count
        case .previousControl:
            state.controlFocus = (state.controlFocus + controls.count - 1) % controls.count
        case .increment:
            return control.isEnabled ? [.performControl(id: control.id, change: .increment)] : []
        case .decrement:
            return control.isEnabled ? [.performControl(id: control.id, change: .decrement)] : []
        case .activate:
            return control.isEnabled ? [.performControl(id: control.id, change: .activate)] : []
        default:
            break
        }
        return []
    }
}
