import APIExample
import TerminalKit

/// What can happen to the app: input, terminal changes and the outcome of work the runtime did for an effect.
/// Session changes only need a redraw.
public enum Action: Sendable {
    case key(Key)
    case resize(width: Int, height: Int)
    /// The runtime reporting something the user must see (e.g. settings could not be saved).
    case alert(SessionNotice)
    case logSaved(LogSaveOutcome)
}
