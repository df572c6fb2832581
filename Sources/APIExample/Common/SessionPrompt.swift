/// A question the session waits on (the simulated OS permission dialog): a localization key for the question,
/// and what answering does. Answering is guarded like every other asynchronous join step.
public struct SessionPrompt: Equatable, Sendable {
    public let key: String
    public let arguments: [String]
    let ticket: Int

    init(_ key: String, _ arguments: [String] = [], ticket: Int) {
        self.key = key
        self.arguments = arguments
        self.ticket = ticket
    }
}

extension SessionPrompt {
    /// The permission question, for screens and tests that show a session waiting on it.
    public static let forTests = SessionPrompt("permission.ask", ticket: -1)
}
