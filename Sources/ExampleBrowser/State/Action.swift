import APIExample
import TerminalKit

/// What can happen to the app: input, terminal changes, what the running session reports, and the outcome of work
/// the runtime did for an effect.
public enum Action: Sendable {
    case key(Key)
    case resize(width: Int, height: Int)
    /// An event of the session object `serial` (the running one, or the one just ended, whose last log lines arrive
    /// after Back).
    case session(serial: Int, SessionEvent)
    /// The runtime reporting something the user must see (e.g. settings could not be saved).
    case alert(SessionNotice)
    case logSaved(LogSaveOutcome)
}
