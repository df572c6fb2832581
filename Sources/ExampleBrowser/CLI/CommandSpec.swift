/// One command: how its usage reads, what it takes, and the localization key of what it does.
public struct CommandSpec: Sendable, Equatable {
    /// What comes first on the line, before the options (`run` takes a case, `completion` a shell).
    public enum Positional: Sendable, Equatable {
        case caseId, shell
    }

    /// "" for the browser, which is what `apiexample` with no command starts.
    public let name: String
    public let helpKey: String
    /// Each a way to call it, after `apiexample ` (and the name, which `synopses` include).
    public let synopses: [String]
    public let positional: Positional?
    public let options: [OptionSpec]

    init(name: String, helpKey: String, synopses: [String], positional: Positional? = nil, options: [OptionSpec]) {
        self.name = name
        self.helpKey = helpKey
        self.synopses = synopses
        self.positional = positional
        self.options = options
    }

    public func option(_ name: String) -> OptionSpec? { options.first { $0.names.contains(name) } }

    /// Its synopses as whole command lines.
    public var usageLines: [String] { synopses.map { "apiexample " + $0 } }
}
