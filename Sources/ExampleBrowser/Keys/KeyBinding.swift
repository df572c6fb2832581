import TerminalKit

/// One row of the keymap: the keys, the command, and how the hint bar and help show it.
/// Dispatch, the hint bar and the help overlay all read the same bindings, so they cannot drift apart.
public struct KeyBinding: Equatable, Sendable {
    public let keys: [Key]
    /// How the keys are written in the hint bar and help, e.g. "↑/k".
    public let keyLabel: String
    public let command: Command
    /// Localization key of what it does.
    public let labelKey: String
    /// Lower numbers stay in the hint bar longest when it is too narrow.
    public let priority: Int
    /// Listed in help but not in the hint bar (when a neighbour's hint already covers it, e.g. ← beside →).
    public let inHintBar: Bool

    public init(_ keys: [Key], _ keyLabel: String, _ command: Command, _ labelKey: String, priority: Int = 5,
                inHintBar: Bool = true) {
        self.keys = keys
        self.keyLabel = keyLabel
        self.command = command
        self.labelKey = labelKey
        self.priority = priority
        self.inHintBar = inHintBar
    }
}
