import APIExample
import TerminalKit

/// Draws the whole screen for a state into a fresh cell buffer, layer by layer (`AppState.layers`). Pure: the same
/// state gives the same cells, which is what the snapshot tests rely on (pictures are read from the frame store the
/// tiles point to).
public enum RootView {
    /// `capturingScreen`: the picture a screen capture takes (see `RenderContext.capturingScreen`).
    public static func render(_ state: AppState, glyphs: GlyphSet, capturingScreen: Bool = false) -> CellBuffer {
        var buffer = CellBuffer(width: state.width, height: state.height)
        let context = RenderContext(language: state.language, glyphs: glyphs, capturingScreen: capturingScreen)
        if state.isTooSmall {
            TooSmallScreen.draw(state, in: &buffer, context: context)
            return buffer
        }
        for layer in state.layers {
            switch layer {
            case .screen:
                switch state.screen {
                case .menu: MenuScreen.draw(state, in: &buffer, context: context)
                case .entry: EntryScreen.draw(state, in: &buffer, context: context)
                case .session: if let session = state.liveSession { SessionScreen.draw(state, session: session, in: &buffer, context: context) }
                }
            case .settings:
                SettingsScreen.draw(state, in: &buffer, context: context)
            case .logViewer:
                if let viewer = state.logViewer { LogViewerScreen.draw(viewer, log: state.logSnapshot, in: &buffer, context: context) }
            case .sourceViewer:
                if let viewer = state.sourceViewer { SourceViewerScreen.draw(viewer, state: state, in: &buffer, context: context) }
            case .help:
                Overlay.help(Keymap.bindings(for: AppState.withoutHelp(state)), mouse: state.mouseEnabled, in: &buffer, context: context)
            case .alert:
                if let alert = state.alert { Overlay.notice(alert, in: &buffer, context: context) }
            case .prompt:
                if let prompt = state.liveSession?.prompt { Overlay.prompt(prompt, in: &buffer, context: context) }
            case .notice:
                if let notice = state.liveSession?.notice { Overlay.notice(notice, in: &buffer, context: context) }
            }
        }
        if let session = state.liveSession, session.pictureInPicture.showsWindow {
            PictureInPictureWindow.draw(session, in: &buffer, context: context)
        }
        HintBar.draw(Keymap.bindings(for: state), in: &buffer, row: buffer.height - 1, context: context)
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
