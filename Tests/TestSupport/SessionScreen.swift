import APIExample
import ExampleBrowser
import TerminalKit

/// The session screen of a snapshot, drawn into a cell buffer at a fixed size.
@MainActor
public enum SessionScreen {
    public static func render(_ session: SessionState, _ language: Language, width: Int, height: Int,
                              glyphs: GlyphSet = .unicode) -> CellBuffer {
        var state = AppState(language: language, width: width, height: height)
        state.screen = .session(caseId: session.caseId)
        state.session = session
        return RootView.render(state, glyphs: glyphs)
    }
}
