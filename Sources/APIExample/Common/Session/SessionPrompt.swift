/// A question the session waits on (the simulated OS permission dialog): a localization key for the question.
/// Answering is guarded like every other asynchronous join step.
public struct SessionPrompt: Equatable, Sendable {
    public let key: String
    public let arguments: [String]

    public init(_ key: String, _ arguments: [String] = []) {
        self.key = key
        self.arguments = arguments
    }
}
