/// One option: its spellings (the first is the one shown), what follows it, and what completes that.
public struct OptionSpec: Sendable, Equatable {
    /// What the shells offer for the option's argument.
    public enum Values: Sendable, Equatable {
        case none
        case words([String])
        /// The registry's case ids (hidden ones only with `--show-hidden` on the line).
        case cases
        /// `key=value`: the typed case's Entry field ids, then that field's values.
        case field
        /// `id[=value]`: the typed case's control ids, then that control's values.
        case control
        case path(PathKind)
        /// A file of the typed case's folder, by name.
        case caseFile
    }

    public enum PathKind: String, Sendable { case file, directory }

    public let names: [String]
    /// nil for a flag.
    public let argument: String?
    public let helpKey: String
    public let values: Values

    init(_ names: [String], _ argument: String?, _ helpKey: String, values: Values = .none) {
        self.names = names
        self.argument = argument
        self.helpKey = helpKey
        self.values = values
    }

    public var name: String { names[0] }
}
