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

    public init(_ keys: [Key], _ keyLabel: String, _ command: Command, _ labelKey: String, priority: Int = 5) {
        self.keys = keys
        self.keyLabel = keyLabel
        self.command = command
        self.labelKey = labelKey
        self.priority = priority
    }
}
