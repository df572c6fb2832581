import ExampleBrowser
import TerminalKit

/// Keys pressed in the browser as the terminal delivers them, through its reducer.
public enum BrowserKeys {
    /// Every effect the keys asked for, in order.
    @discardableResult
    public static func press(_ keys: [Key], _ state: inout AppState, session: SessionSnapshot? = nil,
                             log: LogSnapshot? = nil) -> [Effect] {
        keys.flatMap { Reducer.reduce(&state, .key($0), session: session, log: log) }
    }
}
