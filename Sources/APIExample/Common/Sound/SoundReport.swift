/// What a session's sound device tells the session: a line for the log, or a notice (which is logged too, so a
/// headless run prints it).
public enum SoundReport: Equatable, Sendable {
    case log(key: String, arguments: [String])
    case notice(SessionNotice)
}
