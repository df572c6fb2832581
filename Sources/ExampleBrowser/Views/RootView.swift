import APIExample
import TerminalKit

/// Draws the whole screen for a state into a fresh cell buffer. Pure: the same input gives the same cells,
/// which is what the snapshot tests rely on.
public enum RootView {
    /// `log` is what the log viewer shows; without it, the running session's log.
    public static func render(_ state: AppState, session: SessionSnapshot?, log: LogSnapshot? = nil, glyphs: GlyphSet) -> CellBuffer {
        var buffer = CellBuffer(width: state.width, height: state.height)
        let context = RenderContext(language: state.language, glyphs: glyphs)
        if state.isTooSmall {
            TooSmallScreen.draw(state, in: &buffer, context: context)
            return buffer
        }
        if let viewer = state.logViewer {
            // It covers the screen under it (which is not drawn); the session's dialogs wait until it closes.
            LogViewerScreen.draw(viewer, log: log ?? session.map(LogSnapshot.init(session:)), in: &buffer, context: context)
            if state.showHelp {
                Overlay.help(Keymap.bindings(for: AppState.withoutHelp(state), session: session), mouse: state.mouseEnabled,
                             in: &buffer, context: context)
            }
            HintBar.draw(Keymap.bindings(for: state, session: session), in: &buffer, row: buffer.height - 1, context: context)
            return buffer
        }
        switch state.screen {
        case .menu:
            MenuScreen.draw(state, in: &buffer, context: context)
        case .entry:
            EntryScreen.draw(state, in: &buffer, context: context)
        case .session:
            if let session { SessionScreen.draw(state, session: session, in: &buffer, context: context) }
        }
        if state.settings != nil {
            SettingsScreen.draw(state, in: &buffer, context: context)
        }
        let bindings = Keymap.bindings(for: state, session: session)
        if state.showHelp {
            Overlay.help(Keymap.bindings(for: AppState.withoutHelp(state), session: session), mouse: state.mouseEnabled,
                         in: &buffer, context: context)
        } else if let alert = state.alert {
            Overlay.notice(alert, in: &buffer, context: context)
        } else if state.settings != nil {
            // The session's own dialogs wait until the settings screen is closed.
        } else if let prompt = session?.prompt {
            Overlay.prompt(prompt, in: &buffer, context: context)
        } else if let notice = session?.notice {
            Overlay.notice(notice, in: &buffer, context: context)
        }
        HintBar.draw(bindings, in: &buffer, row: buffer.height - 1, context: context)
        return buffer
    }
}

extension AppState {
    static func withoutHelp(_ state: AppState) -> AppState {
        var copy = state
        copy.showHelp = false
        return copy
    }
}
