/// Every command and option of `apiexample`, in one table: the parser accepts only the options listed here for a
/// command, and `--help`, each command's `--help`, the manual page (`apiexample man`) and the shell completions
/// (`apiexample completion`, `__complete`) are all drawn from it, so none of them can name an option the others lack.
public enum CommandLineSpec {
    public static let commands: [CommandSpec] = [browse, list, run, token, source, completion, man]

    /// The visible commands that have a name (the browser has none).
    public static var named: [CommandSpec] { commands.filter { !$0.name.isEmpty } }

    public static func command(_ name: String) -> CommandSpec? { commands.first { $0.name == name } }

    /// Asks the binary for completion candidates; the shells' scripts call it, people never do (see CompletionCandidates).
    public static let completeCommand = "__complete"

    static let help = OptionSpec(["--help", "-h"], nil, "cli.opt.help")
    static let locale = OptionSpec(["--locale", "--lang"], "en|zh-Hans", "cli.opt.locale", values: .words(["en", "zh-Hans"]))
    static let cloud = OptionSpec(["--cloud"], "off|local|nats://host:port", "cli.opt.cloud",
                                  values: .words(["off", "local", "nats://", "tls://"]))
    static let sound = OptionSpec(["--sound"], "auto|on|off", "cli.opt.sound", values: .words(["auto", "on", "off"]))

    static let browse = CommandSpec(
        name: "", helpKey: "cli.cmd.browse",
        synopses: ["[--locale en|zh-Hans] [--case <id>] [--show-hidden] [--no-color] [--no-mouse] "
                   + "[--cloud off|local|nats://host:port] [--sound auto|on|off] [--cast <file>]",
                   "--help | --version"],
        options: [
            locale,
            OptionSpec(["--case"], "<id>", "cli.opt.case", values: .cases),
            OptionSpec(["--show-hidden"], nil, "cli.opt.showHidden"),
            OptionSpec(["--no-color", "--mono"], nil, "cli.opt.noColor"),
            OptionSpec(["--no-mouse"], nil, "cli.opt.noMouse"),
            cloud, sound,
            OptionSpec(["--cast"], "<file>", "cli.opt.castBrowser", values: .path(.file)),
            help,
            OptionSpec(["--version"], nil, "cli.opt.version"),
        ])

    static let list = CommandSpec(
        name: "list", helpKey: "cli.cmd.list", synopses: ["list [--json] [--show-hidden]"],
        options: [
            OptionSpec(["--json"], nil, "cli.opt.listJson"),
            OptionSpec(["--show-hidden"], nil, "cli.opt.listHidden"),
            help,
        ])

    static let run = CommandSpec(
        name: "run", helpKey: "cli.cmd.run",
        synopses: ["run <case> [--set key=value]... [--control id[=value][@s]]... [--seconds N] [--json] [--sources] "
                   + "[--virtual-time] [--cloud off|local|nats://host:port] [--sound auto|on|off] "
                   + "[--cast <file> [--size COLSxROWS] [--locale en|zh-Hans]]"],
        positional: .caseId,
        options: [
            OptionSpec(["--set"], "key=value", "cli.opt.set", values: .field),
            OptionSpec(["--control"], "id[=value][@s]", "cli.opt.control", values: .control),
            OptionSpec(["--seconds", "--duration"], "N", "cli.opt.seconds"),
            OptionSpec(["--json"], nil, "cli.opt.runJson"),
            OptionSpec(["--sources"], nil, "cli.opt.sources"),
            OptionSpec(["--virtual-time"], nil, "cli.opt.virtualTime"),
            cloud, sound,
            OptionSpec(["--cast"], "<file>", "cli.opt.castRun", values: .path(.file)),
            OptionSpec(["--size"], "COLSxROWS", "cli.opt.size", values: .words(["100x30", "80x24", "120x40"])),
            OptionSpec(["--locale", "--lang"], "en|zh-Hans", "cli.opt.castLocale", values: .words(["en", "zh-Hans"])),
            help,
        ])

    static let token = CommandSpec(
        name: "token", helpKey: "cli.cmd.token",
        synopses: ["token --channel C (--uid N | --account A) [--role publisher|subscriber] [--expire S] "
                   + "[--privilege-expire S]",
                   "token --inspect TOKEN"],
        options: [
            OptionSpec(["--channel"], "C", "cli.opt.channel"),
            OptionSpec(["--uid"], "N", "cli.opt.uid"),
            OptionSpec(["--account"], "A", "cli.opt.account"),
            OptionSpec(["--role"], "publisher|subscriber", "cli.opt.role", values: .words(["publisher", "subscriber"])),
            OptionSpec(["--expire"], "S", "cli.opt.expire"),
            OptionSpec(["--privilege-expire"], "S", "cli.opt.privilegeExpire"),
            OptionSpec(["--inspect"], "TOKEN", "cli.opt.inspect"),
            help,
        ])

    static let source = CommandSpec(
        name: "source", helpKey: "cli.cmd.source", synopses: ["source <case> [--file <name>] [--color auto|always|never]"],
        positional: .caseId,
        options: [
            OptionSpec(["--file"], "<name>", "cli.opt.file", values: .caseFile),
            OptionSpec(["--color", "--colour"], "auto|always|never", "cli.opt.color",
                       values: .words(SourceOptions.ColorChoice.allCases.map(\.rawValue))),
            help,
        ])

    static let completion = CommandSpec(
        name: "completion", helpKey: "cli.cmd.completion", synopses: ["completion bash|zsh|fish"],
        positional: .shell, options: [help])

    static let man = CommandSpec(name: "man", helpKey: "cli.cmd.man", synopses: ["man"], options: [help])
}

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
