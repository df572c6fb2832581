import APIExample
import ExampleBrowser
import TerminalKit

// The browser's pure entry points with a session and a log handed in, as tests that build them by hand have them:
// both are installed in the state first (`AppState.installing`), where the runtime would have put them.

extension RootView {
    public static func render(_ state: AppState, session: SessionState?, log: LogSnapshot? = nil, glyphs: GlyphSet) -> CellBuffer {
        render(state.installing(session: session, log: log), glyphs: glyphs)
    }
}

extension Reducer {
    public static func reduce(_ state: inout AppState, _ action: Action, session: SessionState?, log: LogSnapshot? = nil) -> [Effect] {
        state = state.installing(session: session, log: log)
        return reduce(&state, action)
    }
}
