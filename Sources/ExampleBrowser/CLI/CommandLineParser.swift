import APIExample

/// Parses `apiexample` arguments. Errors carry the one-line message printed to stderr (exit code 2).
public enum CommandLineParser {
    public struct Failure: Error, Equatable {
        public let message: String
    }

    /// The top-level `--help`, in English (`CommandHelp` gives it in other languages).
    public static var usage: String { CommandHelp.overview(Localizer(.en)) }

    public static func parse(_ arguments: [String]) -> Result<CommandLineCommand, Failure> {
        var rest = arguments[...]
        // `<command> --help` before anything else the command would ask for (run's case, completion's shell).
        if let name = rest.first, let spec = CommandLineSpec.command(name), !spec.name.isEmpty,
           let second = rest.dropFirst().first, CommandLineSpec.help.names.contains(second) {
            return .success(.commandHelp(spec.name))
        }
        switch rest.first {
        case "list":
            rest.removeFirst()
            var json = false, hidden = false
            for argument in rest {
                if let refusal = unknownOption(argument, CommandLineSpec.list) { return .failure(refusal) }
                switch argument {
                case "--help", "-h": return .success(.commandHelp("list"))
                case "--json": json = true
                case "--show-hidden": hidden = true
                default: return .failure(Failure(message: "apiexample list: unknown option '\(argument)'"))
                }
            }
            return .success(.list(json: json, showHidden: hidden))
        case "run":
            rest.removeFirst()
            return parseRun(rest)
        case "token":
            rest.removeFirst()
            return TokenArgumentParser.parse(rest)
        case "source":
            rest.removeFirst()
            return parseSource(rest)
        case "completion":
            rest.removeFirst()
            guard rest.count == 1, let shell = rest.first.flatMap(CompletionShell.init(rawValue:)) else {
                return .failure(Failure(message: "apiexample completion: which shell? bash, zsh or fish"))
            }
            return .success(.completion(shell))
        case "man":
            rest.removeFirst()
            guard rest.isEmpty else {
                return .failure(Failure(message: "apiexample man: unknown argument '\(rest.first ?? "")'"))
            }
            return .success(.manual)
        case CommandLineSpec.completeCommand:
            return .success(.complete(Array(rest.dropFirst())))
        default:
            return parseBrowse(rest)
        }
    }

    private static func parseBrowse(_ arguments: ArraySlice<String>) -> Result<CommandLineCommand, Failure> {
        var options = BrowseOptions()
        var rest = arguments
        while let argument = rest.popFirst() {
            guard CommandLineSpec.browse.option(argument) != nil else {
                return .failure(Failure(message: "apiexample: unknown argument '\(argument)'\n" + usage))
            }
            switch argument {
            case "--help", "-h": return .success(.help)
            case "--version": return .success(.version)
            case "--show-hidden": options.showHidden = true
            case "--no-color", "--mono": options.noColor = true
            case "--no-mouse": options.mouse = false
            case "--cast":
                guard let path = rest.popFirst(), !path.isEmpty else {
                    return .failure(Failure(message: "apiexample: --cast needs a file to record into"))
                }
                options.cast = path
            case "--cloud":
                switch cloudMode(rest.popFirst(), "apiexample") {
                case .success(let mode): options.cloud = mode
                case .failure(let failure): return .failure(failure)
                }
            case "--sound":
                switch soundMode(rest.popFirst(), "apiexample") {
                case .success(let mode): options.sound = mode
                case .failure(let failure): return .failure(failure)
                }
            case "--locale", "--lang":
                guard let value = rest.popFirst(), let language = Language(argument: value) else {
                    return .failure(Failure(message: "apiexample: --locale needs en or zh-Hans"))
                }
                options.language = language
            case "--case":
                guard let value = rest.popFirst() else { return .failure(Failure(message: "apiexample: --case needs a case id")) }
                guard let item = MenuRegistry.item(id: value) else { return .failure(unknownCase(value)) }
                options.caseId = item.id
            default:
                return .failure(Failure(message: "apiexample: unknown argument '\(argument)'\n" + usage))
            }
        }
        return .success(.browse(options))
    }

    private static func parseRun(_ arguments: ArraySlice<String>) -> Result<CommandLineCommand, Failure> {
        var rest = arguments
        guard let caseArgument = rest.popFirst(), !caseArgument.hasPrefix("-") else {
            return .failure(Failure(message: "apiexample run: which case? " + validCases))
        }
        guard let item = MenuRegistry.item(id: caseArgument) else { return .failure(unknownCase(caseArgument)) }
        var options = RunOptions(caseId: item.id)
        var sizeGiven = false, languageGiven = false
        while let argument = rest.popFirst() {
            if let refusal = unknownOption(argument, CommandLineSpec.run) { return .failure(refusal) }
            switch argument {
            case "--help", "-h": return .success(.commandHelp("run"))
            case "--json": options.json = true
            case "--sources": options.sources = true
            case "--virtual-time": options.virtualTime = true
            case "--cloud":
                switch cloudMode(rest.popFirst(), "apiexample run") {
                case .success(let mode): options.cloud = mode
                case .failure(let failure): return .failure(failure)
                }
            case "--sound":
                switch soundMode(rest.popFirst(), "apiexample run") {
                case .success(let mode): options.sound = mode
                case .failure(let failure): return .failure(failure)
                }
            case "--seconds", "--duration":
                guard let value = rest.popFirst(), let seconds = Double(value), seconds > 0, seconds <= 86_400 else {
                    return .failure(Failure(message: "apiexample run: \(argument) needs a number of seconds (0 < N ≤ 86400)"))
                }
                options.seconds = seconds
            case "--cast":
                guard let path = rest.popFirst(), !path.isEmpty else {
                    return .failure(Failure(message: "apiexample run: --cast needs a file to record into"))
                }
                options.cast = path
            case "--size":
                guard let size = rest.popFirst().flatMap(castSize) else {
                    return .failure(Failure(message: "apiexample run: --size needs COLSxROWS, from \(AppState.minimumWidth)x"
                        + "\(AppState.minimumHeight) to \(maximumCastSize.width)x\(maximumCastSize.height)"))
                }
                (options.castWidth, options.castHeight) = size
                sizeGiven = true
            case "--locale", "--lang":
                guard let value = rest.popFirst(), let language = Language(argument: value) else {
                    return .failure(Failure(message: "apiexample run: --locale needs en or zh-Hans"))
                }
                options.castLanguage = language
                languageGiven = true
            case "--set":
                guard let pair = rest.popFirst(), let equals = pair.firstIndex(of: "=") else {
                    return .failure(Failure(message: "apiexample run: --set needs key=value"))
                }
                let key = String(pair[..<equals]), value = String(pair[pair.index(after: equals)...])
                // A key every case understands but this one has no field for (PrecallTest has no channel): accepted
                // and ignored, so a script can pass the same `--set` to every case.
                if Self.keysEveryCaseAccepts.contains(key), !item.fields.contains(where: { $0.id == key }) { continue }
                guard item.fields.contains(where: { $0.id == key }) else {
                    let keys = item.fields.map(\.id).joined(separator: ", ")
                    return .failure(Failure(message: "apiexample run: unknown config key '\(key)' for \(item.id); valid keys: \(keys)"))
                }
                options.sets.append((key, value))
            case "--control":
                guard let spec = rest.popFirst() else {
                    return .failure(Failure(message: "apiexample run: --control needs <id>[=<value>][@<seconds>]"))
                }
                switch ScheduledControl.parse(spec, caseId: item.id, controls: item.controls) {
                case .success(let control): options.controls.append(control)
                case .failure(let failure): return .failure(failure)
                }
            default:
                return .failure(Failure(message: "apiexample run: unknown option '\(argument)'"))
            }
        }
        // Both only change the recorded screen: the printed lines are English whatever the language.
        if options.cast == nil, sizeGiven || languageGiven {
            return .failure(Failure(message: "apiexample run: \(sizeGiven ? "--size" : "--locale") is for the screen --cast records"))
        }
        return .success(.run(options))
    }

    private static func parseSource(_ arguments: ArraySlice<String>) -> Result<CommandLineCommand, Failure> {
        var rest = arguments
        guard let caseArgument = rest.popFirst(), !caseArgument.hasPrefix("-") else {
            return .failure(Failure(message: "apiexample source: which case? " + validCases))
        }
        // Hidden cases too, as `run` takes them.
        guard let item = MenuRegistry.item(id: caseArgument) else { return .failure(unknownCase(caseArgument)) }
        var options = SourceOptions(caseId: item.id)
        while let argument = rest.popFirst() {
            if let refusal = unknownOption(argument, CommandLineSpec.source) { return .failure(refusal) }
            switch argument {
            case "--help", "-h": return .success(.commandHelp("source"))
            case "--file":
                guard let name = rest.popFirst(), !name.isEmpty else {
                    return .failure(Failure(message: "apiexample source: --file needs a file name"))
                }
                options.file = name
            case "--color", "--colour":
                guard let value = rest.popFirst(), let choice = SourceOptions.ColorChoice(rawValue: value) else {
                    return .failure(Failure(message: "apiexample source: --color needs auto, always or never"))
                }
                options.color = choice
            default:
                return .failure(Failure(message: "apiexample source: unknown option '\(argument)'"))
            }
        }
        return .success(.source(options))
    }

    /// Only what the table lists reaches a command's switch, so an option the parser knows cannot be missing from
    /// the help, the manual page and the completions.
    static func unknownOption(_ argument: String, _ spec: CommandSpec) -> Failure? {
        guard spec.option(argument) == nil else { return nil }
        return Failure(message: "apiexample \(spec.name): unknown option '\(argument)'")
    }

    /// `--set` keys a script may pass to any case: a case without such a field ignores them.
    static let keysEveryCaseAccepts: Set<String> = ["channelName"]

    static var validCases: String {
        "valid cases: " + MenuRegistry.allItems.map(\.id).joined(separator: ", ")
    }

    private static func cloudMode(_ value: String?, _ command: String) -> Result<CloudMode, Failure> {
        CloudMode.parse(value ?? "").mapError { Failure(message: $0.message(command, source: "--cloud")) }
    }

    /// In English, like the commands' other messages.
    private static func soundMode(_ value: String?, _ command: String) -> Result<SoundMode, Failure> {
        guard let mode = value.flatMap(SoundMode.parse) else {
            return .failure(Failure(message: SoundMode.invalidMessage(command, source: "--sound", Localizer(.en))))
        }
        return .success(mode)
    }

    private static func unknownCase(_ id: String) -> Failure {
        Failure(message: "apiexample: unknown case '\(id)'; " + validCases)
    }

    static let maximumCastSize = (width: 500, height: 200)

    /// `COLSxROWS`, within what the screens can lay out and a player can show.
    static func castSize(_ text: String) -> (Int, Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (AppState.minimumWidth...maximumCastSize.width).contains(width),
              (AppState.minimumHeight...maximumCastSize.height).contains(height) else { return nil }
        return (width, height)
    }
}
