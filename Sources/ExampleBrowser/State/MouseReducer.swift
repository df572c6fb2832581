import APIExample
import TerminalKit

/// Clicks and the wheel. Each is hit-tested against the layout the view drew from, then does what the key for
/// that thing does, so effects and validation are the keyboard's.
enum MouseReducer {
    static func apply(_ event: MouseEvent, to state: inout AppState) -> [Effect] {
        guard !state.isTooSmall else { return [] }
        let text = Localizer(state.language)
        let (x, y) = (event.x, event.y)
        let click = event.kind == .leftClick
        // The hint bar is drawn over everything, so it is hit first: a hint does what its key does.
        let hintBar = HintBarLayout(Keymap.bindings(for: state), width: state.width, row: state.height - 1, text: text)
        if y == hintBar.row {
            guard click, let binding = hintBar.binding(atX: x, y: y) else { return [] }
            return Reducer.apply(binding.command, to: &state)
        }
        // Only the top layer is hit: overlays are modal.
        switch state.topLayer {
        case .help:
            if click { state.showHelp = false }
            return []
        case .alert:
            if click, let alert = state.alert,
               OverlayLayout.notice(alert, width: state.width, height: state.height, text: text).frame.contains(x: x, y: y) {
                state.alert = nil
            }
            return []
        case .logViewer:
            // The viewer is a pager: the wheel scrolls it a few lines at a time; clicks have nothing to hit.
            let command: LogViewerCommand? = event.kind == .wheelUp ? .lineUp : event.kind == .wheelDown ? .lineDown : nil
            guard let command else { return [] }
            return (0..<3).flatMap { _ in LogViewerReducer.apply(command, to: &state, log: state.logSnapshot) }
        case .sourceViewer:
            let command: SourceViewerCommand? = event.kind == .wheelUp ? .lineUp : event.kind == .wheelDown ? .lineDown : nil
            guard let command else { return [] }
            return (0..<3).flatMap { _ in SourceViewerReducer.apply(command, to: &state) }
        case .settings:
            return settings(event, &state, text: text)
        case .prompt:
            // Allow or deny is a decision: the dialog takes it from the keys only.
            return []
        case .notice:
            guard let notice = state.liveSession?.notice else { return [] }
            let box = OverlayLayout.notice(notice, width: state.width, height: state.height, text: text).frame
            return click && box.contains(x: x, y: y) ? [.dismissNotice] : []
        case .screen:
            switch state.screen {
            case .menu: return menu(event, &state)
            case .entry: return entry(event, &state, text: text)
            case .session: return session(event, &state, text: text)
            }
        }
    }

    /// A click selects a row, a click on the selected row opens it; the wheel moves the selection.
    private static func menu(_ event: MouseEvent, _ state: inout AppState) -> [Effect] {
        switch event.kind {
        case .wheelUp:
            return MenuReducer.apply(.moveUp, to: &state)
        case .wheelDown:
            return MenuReducer.apply(.moveDown, to: &state)
        case .leftClick:
            let layout = MenuLayout(state, width: state.width, height: state.height)
            guard let id = layout.itemId(atX: event.x, y: event.y) else { return [] }
            if id == state.menu.selectedId { return MenuReducer.apply(.open, to: &state) }
            state.menu.selectedId = id
            return []
        }
    }

    /// A click focuses a field; on a choice's or toggle's value it also changes it; on [ Join ] it joins as Enter
    /// there does. The wheel moves the focus (without wrapping around).
    private static func entry(_ event: MouseEvent, _ state: inout AppState, text: Localizer) -> [Effect] {
        guard var form = state.form, let item = MenuRegistry.item(id: form.caseId) else { return [] }
        switch event.kind {
        case .wheelUp, .wheelDown:
            form.focus = event.kind == .wheelUp ? max(0, form.focus - 1) : min(item.fields.count, form.focus + 1)
            state.form = form
            return []
        case .leftClick:
            let layout = EntryLayout(form: form, item: item, width: state.width, text: text)
            switch layout.target(atX: event.x, y: event.y) {
            case nil:
                return []
            case .join:
                form.focus = item.fields.count
                state.form = form
                return FormReducer.apply(.join, to: &state)
            case .field(let index, let part):
                form.focus = index
                state.form = form
                guard case .value = part else { return [] }
                switch item.fields[index].kind {
                case .toggle: return FormReducer.apply(.activate, to: &state)
                case .choice: return FormReducer.apply(part.stepsBack ? .decrement : .increment, to: &state)
                case .text, .number: return []
                }
            }
        }
    }

    /// A click on a tile's picture that takes points sets its sliders (see `TilePointHit`). A click focuses a control:
    /// a toggle or button is also activated, a slider or choice steps when its value is hit ("<" back, elsewhere
    /// forward). The wheel over the controls pane moves the focus. The log pane keeps no
    /// scroll position, so the wheel over it moves nothing.
    private static func session(_ event: MouseEvent, _ state: inout AppState, text: Localizer) -> [Effect] {
        if event.kind == .leftClick, let live = state.liveSession,
           let effects = TilePointHit.effects(atX: event.x, y: event.y, session: live, width: state.width, height: state.height) {
            return effects
        }
        guard let live = state.liveSession, let focus = live.focusedControl,
              let area = SessionLayout(live, width: state.width, height: state.height).controls
        else { return [] }
        let controls = live.controls
        switch event.kind {
        case .wheelUp, .wheelDown:
            guard area.contains(x: event.x, y: event.y) else { return [] }
            let step = event.kind == .wheelUp ? -1 : 1
            // The wheel stops at the ends and, like Tab, passes over disabled controls.
            guard let next = live.enabledControl(after: focus, step: step), (next - focus) * step > 0 else { return [] }
            let handedOver = SessionKeysReducer.handOverTypedLine(&state)
            state.session?.controlFocus = next
            return handedOver
        case .leftClick:
            let layout = ControlsLayout(area: area, count: controls.count, focus: focus)
            guard let (index, part) = layout.target(atX: event.x, y: event.y, controls: controls, text: text) else { return [] }
            // A line typed in the control the click leaves goes to the case first.
            let handedOver = index == focus ? [] : SessionKeysReducer.handOverTypedLine(&state)
            state.session?.controlFocus = index
            // A disabled control takes no click (the focus would pass it on to the next one and press that).
            guard controls[index].isEnabled else { return handedOver }
            switch controls[index].kind {
            case .toggle, .action:
                return handedOver + SessionKeysReducer.apply(.activate, to: &state)
            case .slider, .choice:
                guard case .value = part else { return handedOver }
                return handedOver + SessionKeysReducer.apply(part.stepsBack ? .decrement : .increment, to: &state)
            case .text:
                // Focused for typing; Enter sends it.
                return handedOver
            }
        }
    }

    /// Settings: a click focuses a row (and on a choice's value steps it); the wheel moves the focus.
    private static func settings(_ event: MouseEvent, _ state: inout AppState, text: Localizer) -> [Effect] {
        guard let screen = state.settings, screen.editing == nil else { return [] }
        switch event.kind {
        case .wheelUp: return SettingsReducer.apply(.moveUp, to: &state)
        case .wheelDown: return SettingsReducer.apply(.moveDown, to: &state)
        case .leftClick:
            let layout = SettingsLayout(focus: screen.row, width: state.width, height: state.height, text: text)
            guard let hit = layout.row(atX: event.x, y: event.y),
                  let index = SettingsRow.allCases.firstIndex(of: hit.row) else { return [] }
            state.settings?.focus = index
            guard hit.onValue, case .choice = hit.row.kind else { return [] }
            return SettingsReducer.apply(.increment, to: &state)
        }
    }
}
