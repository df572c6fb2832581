import APIExample
import TerminalKit

/// `--help` and `<command> --help`, drawn from `CommandLineSpec`: the synopses as they are (syntax is not
/// translated), what each command and option does in the language asked.
public enum CommandHelp {
    /// Lines are wrapped to this many columns (help is often read in a pipe, where there is no width to ask).
    static let width = 100

    /// `--locale` on the line, else the language the browser would open in (the settings'), else English.
    public static func language(arguments: [String], saved: String?) -> Language {
        if let index = arguments.firstIndex(where: { CommandLineSpec.locale.names.contains($0) }),
           index + 1 < arguments.count, let language = Language(argument: arguments[index + 1]) {
            return language
        }
        return saved.flatMap(Language.init(argument:)) ?? .en
    }

    /// The top-level `--help`: every command's synopsis, what each does, the browser's options, the environment.
    public static func overview(_ text: Localizer) -> String {
        // The browser's first way, the commands', then its `--help | --version` and how to ask a command.
        let browse = CommandLineSpec.browse.usageLines
        var lines = usage([browse[0]] + CommandLineSpec.named.flatMap(\.usageLines) + browse.dropFirst()
                          + ["apiexample <command> --help"], text)
        lines += [""] + wrap(text(CommandLineSpec.browse.helpKey), indent: 0)
        lines += ["", text("cli.help.commands")]
        lines += table(CommandLineSpec.named.map { ($0.name, text($0.helpKey)) })
        lines += ["", text("cli.help.options")] + optionRows(CommandLineSpec.browse, text)
        lines += [""] + wrap(text("cli.help.environment"), indent: 0) + wrap(text("cli.help.more"), indent: 0)
        return lines.joined(separator: "\n")
    }

    /// One command's `--help`: its synopsis, what it does, its argument and options.
    public static func command(_ spec: CommandSpec, _ text: Localizer) -> String {
        var lines = usage(spec.usageLines, text)
        lines += [""] + wrap(text(spec.helpKey), indent: 0)
        lines += ["", text("cli.help.options")] + optionRows(spec, text)
        return lines.joined(separator: "\n")
    }

    /// `usage: ` before the first synopsis, each wrapped at its groups with the rest indented under its options.
    private static func usage(_ synopses: [String], _ text: Localizer) -> [String] {
        // A full-width colon (用法：) carries its own space.
        let label = text("cli.help.usage") + (text("cli.help.usage").hasSuffix("：") ? "" : " ")
        let margin = String(repeating: " ", count: DisplayWidth.of(label))
        return synopses.enumerated().flatMap { index, synopsis in
            wrapSynopsis(synopsis, width: width - margin.count).enumerated().map { line, part in
                (index == 0 && line == 0 ? label : margin) + part
            }
        }
    }

    /// Breaks only between top-level groups (never inside `[…]` or `(…)`); later lines line up after the command.
    static func wrapSynopsis(_ synopsis: String, width: Int) -> [String] {
        let groups = SynopsisGroups.split(synopsis)
        let commandWords = groups.prefix { !$0.hasPrefix("[") && !$0.hasPrefix("-") && !$0.hasPrefix("(") }.prefix(2)
        let indent = String(repeating: " ", count: commandWords.joined(separator: " ").count + 1)
        var lines: [String] = []
        var line = ""
        for group in groups {
            if line.isEmpty {
                line = (lines.isEmpty ? "" : indent) + group
            } else if line.count + 1 + group.count > width {
                lines.append(line)
                line = indent + group
            } else {
                line += " " + group
            }
        }
        return lines + [line]
    }

    static func optionRows(_ spec: CommandSpec, _ text: Localizer) -> [String] {
        var rows: [(String, String)] = []
        switch spec.positional {
        case .caseId: rows.append(("<case>", text("cli.arg.case")))
        case .shell: rows.append(("bash|zsh|fish", text("cli.arg.shell")))
        case nil: break
        }
        rows += spec.options.map { option in
            (option.names.joined(separator: ", ") + (option.argument.map { " " + $0 } ?? ""), text(option.helpKey))
        }
        return table(rows)
    }

    /// Two columns; a left cell too wide for the first puts its text on the lines below.
    private static func table(_ rows: [(String, String)]) -> [String] {
        let column = min(32, (rows.map { DisplayWidth.of($0.0) }.max() ?? 0) + 4)
        return rows.flatMap { left, right -> [String] in
            let cell = "  " + left
            let body = wrapText(right, width: width - column)
            let pad = String(repeating: " ", count: column)
            if DisplayWidth.of(cell) + 2 > column {
                return [cell] + body.map { pad + $0 }
            }
            return body.enumerated().map { ($0 == 0 ? DisplayWidth.pad(cell, to: column) : pad) + $1 }
        }
    }

    private static func wrap(_ text: String, indent: Int) -> [String] {
        wrapText(text, width: width - indent).map { String(repeating: " ", count: indent) + $0 }
    }

    /// Wrapped as the screens wrap, but Chinese punctuation kept where it belongs: a closing mark (，。；：）) never
    /// starts a line (it joins the line before, one column over), an opening bracket (（) never ends one.
    static func wrapText(_ text: String, width: Int) -> [String] {
        var lines = DisplayWidth.wrap(text, width: width)
        for index in lines.indices.dropFirst() {
            while let last = lines[index - 1].last, "（“".contains(last) {
                lines[index] = String(lines[index - 1].removeLast()) + lines[index]
            }
            while let first = lines[index].first, "，。；：）、”".contains(first) {
                lines[index - 1].append(lines[index].removeFirst())
            }
        }
        return lines.filter { !$0.isEmpty }
    }
}
