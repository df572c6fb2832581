/// A question the session waits on: the simulated OS permission dialog, or a case's own question (the original's
/// two-button alerts). Its text, title and answers are localization keys; y/Enter accepts, n/Esc declines.
/// A case's question names the control whose `apply` gets the answer as `.bool(accepted)`, so the answer reaches
/// the Main the way every other user change does. Answering the permission dialog is guarded like every other
/// asynchronous join step.
public struct SessionPrompt: Equatable, Sendable {
    public let key: String
    public let arguments: [String]
    public let titleKey: String
    /// The line that says which key gives which answer.
    public let answersKey: String
    /// Hint-bar labels of the two answers.
    public let acceptKey: String
    public let declineKey: String
    /// The control the answer goes to; nil for the permission dialog.
    public let control: String?

    public init(_ key: String, _ arguments: [String] = [], titleKey: String = "prompt.title",
                answersKey: String = "prompt.answers", acceptKey: String = "key.allow", declineKey: String = "key.deny",
                control: String? = nil) {
        self.key = key
        self.arguments = arguments
        self.titleKey = titleKey
        self.answersKey = answersKey
        self.acceptKey = acceptKey
        self.declineKey = declineKey
        self.control = control
    }
}
