import APIExample
import CaseSource

/// The hidden `apiexample __complete` the shells' completion scripts call, so each script stays a few lines and always
/// agrees with this build's registry and `CommandLineSpec`. The protocol (the scripts rely on it):
///
///     apiexample __complete WORD... CURRENT
///
/// WORDs are the words after `apiexample` before the one being completed; CURRENT is that one, possibly empty.
/// Output: one candidate per line, each a whole word starting with CURRENT (`key=` ones end in `=` and want no space
/// after them); or the single line `:file` or `:directory`, asking the shell to complete a path itself for the text
/// after CURRENT's first `=` (all of it when it has none). Nothing printed: nothing to offer. Exit status 0.
public enum CompletionCandidates {
    public static let fileRequest = ":file"
    public static let directoryRequest = ":directory"

    public static func lines(_ arguments: [String]) -> [String] {
        var words = arguments
        let current = words.popLast() ?? ""
        return candidates(words: words, current: current)
    }

    static func candidates(words: [String], current: String) -> [String] {
        guard let first = words.first else {
            if current.hasPrefix("-") { return matching(optionNames(CommandLineSpec.browse), current) }
            return matching(CommandLineSpec.named.map(\.name), current)
        }
        let spec = CommandLineSpec.command(first).flatMap { $0.name.isEmpty ? nil : $0 } ?? CommandLineSpec.browse
        let rest = spec.name.isEmpty ? words[...] : words.dropFirst()
        let item = spec.positional == .caseId ? rest.first.flatMap(MenuRegistry.item(id:)) : nil
        let showHidden = words.contains("--show-hidden")
        // The argument of the option just before.
        if let previous = rest.last, let option = spec.option(previous), option.argument != nil {
            return values(option.values, current: current, item: item, showHidden: showHidden)
        }
        // What comes first after the command.
        if rest.isEmpty, let positional = spec.positional, !current.hasPrefix("-") {
            switch positional {
            case .caseId: return matching(caseIds(showHidden: showHidden), current)
            case .shell: return matching(CompletionShell.allCases.map(\.rawValue), current)
            }
        }
        if spec.positional == .shell { return [] }
        return matching(optionNames(spec), current)
    }

    private static func optionNames(_ spec: CommandSpec) -> [String] {
        spec.options.map(\.name)
    }

    private static func values(_ values: OptionSpec.Values, current: String, item: MenuItem?, showHidden: Bool) -> [String] {
        switch values {
        case .none: return []
        case .words(let words): return matching(words, current)
        case .cases: return matching(caseIds(showHidden: showHidden), current)
        case .path(let kind): return [kind == .file ? fileRequest : directoryRequest]
        case .caseFile:
            guard let item else { return [] }
            return matching(CaseSourceLibrary.files(inCaseFolder: item.path).map(\.name), current)
        case .field:
            guard let item else { return [] }
            return fieldCandidates(item, current: current)
        case .control:
            guard let item else { return [] }
            return controlCandidates(item, current: current)
        }
    }

    /// `key=` for each field; after `key=`, that field's values, or a path request for a path field.
    private static func fieldCandidates(_ item: MenuItem, current: String) -> [String] {
        guard let equals = current.firstIndex(of: "=") else {
            return matching(item.fields.map { $0.id + "=" }, current)
        }
        let key = String(current[..<equals])
        guard let field = item.fields.first(where: { $0.id == key }) else { return [] }
        if let path = field.kind.pathKind { return [path == .file ? fileRequest : directoryRequest] }
        let values: [String]
        switch field.kind {
        case .choice(let options): values = options.map(\.value)
        case .toggle: values = ["true", "false"]
        case .text, .number: values = []
        }
        return matching(values.map { key + "=" + $0 }, current)
    }

    /// The case's control ids; after `id=`, the values a choice or a switch takes.
    private static func controlCandidates(_ item: MenuItem, current: String) -> [String] {
        guard let equals = current.firstIndex(of: "=") else {
            return matching(item.controls.map(\.id), current)
        }
        let id = String(current[..<equals])
        guard let control = item.controls.first(where: { $0.id == id }) else { return [] }
        let values: [String]
        switch control.kind {
        case .choice(let options, _): values = options.map(\.value)
        case .toggle: values = ["true", "false"]
        case .slider, .text, .action: values = []
        }
        return matching(values.map { id + "=" + $0 }, current)
    }

    private static func caseIds(showHidden: Bool) -> [String] {
        MenuRegistry.allItems.filter { showHidden || !$0.hidden }.map(\.id)
    }

    private static func matching(_ words: [String], _ prefix: String) -> [String] {
        words.filter { $0.hasPrefix(prefix) }
    }
}
