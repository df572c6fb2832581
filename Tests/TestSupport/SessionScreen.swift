import APIExample
import ExampleBrowser
import TerminalKit

/// The session screen of a snapshot, drawn into a cell buffer at a fixed size.
@MainActor
public enum SessionScreen {
    public static func render(_ snapshot: SessionSnapshot, _ language: Language, width: Int, height: Int,
                              glyphs: GlyphSet = .unicode) -> CellBuffer {
        var state = AppState(language: language, width: width, height: height)
        state.screen = .session(caseId: snapshot.caseId)
        return RootView.render(state, session: snapshot, glyphs: glyphs)
    }
}
