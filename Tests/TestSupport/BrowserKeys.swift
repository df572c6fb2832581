import APIExample
import ExampleBrowser
import TerminalKit

/// Keys pressed in the browser as the terminal delivers them, through its reducer.
public enum BrowserKeys {
    /// Every effect the keys asked for, in order; `session` and `log` are installed in the state first (see
    /// `AppState.installing`).
    @discardableResult
    public static func press(_ keys: [Key], _ state: inout AppState, session: SessionState? = nil,
                             log: LogSnapshot? = nil) -> [Effect] {
        state = state.installing(session: session, log: log)
        return keys.flatMap { Reducer.reduce(&state, .key($0)) }
    }
}
