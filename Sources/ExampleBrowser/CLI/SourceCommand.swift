import APIExample
import CaseSource
import TerminalKit

/// `apiexample source`: prints a case's files as they were compiled into the app, coloured by the source view's
/// style table when asked. Without colour the output of one file is that file, byte for byte.
public enum SourceCommand {
    public struct Output: Equatable, Sendable {
        /// Already made safe for a terminal: the files' control characters escaped, only the SGR added kept raw.
        public var stdout = ""
        public var stderr = ""
        public var exitCode: Int32 = 0
    }

    /// Whether to colour: `always` and `never` say so; `auto` colours a terminal, unless NO_COLOR is set (non-empty),
    /// as the browser's theme honours it. An explicit `always` wins over NO_COLOR, as a command-line flag should.
    public static func colors(_ choice: SourceOptions.ColorChoice, stdoutIsTerminal: Bool, noColor: Bool) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        case .auto: stdoutIsTerminal && !noColor
        }
    }

    public static func run(_ options: SourceOptions, colored: Bool) -> Output {
        guard let item = MenuRegistry.item(id: options.caseId) else {
            return Output(stderr: "apiexample source: unknown case '\(options.caseId)'; " + CommandLineParser.validCases + "\n",
                          exitCode: 2)
        }
        let files = CaseSourceLibrary.files(inCaseFolder: item.path)
        guard !files.isEmpty else {
            return Output(stderr: "apiexample source: the source of \(item.id) is not bundled with this build\n", exitCode: 1)
        }
        let highlighter = SwiftHighlighter(sdkSelectors: item.keyAPIs)
        guard let name = options.file else {
            let parts = files.map { file in
                header(file.path, colored: colored) + render(file, highlighter, colored: colored)
            }
            return Output(stdout: parts.joined(separator: "\n"))
        }
        guard let file = files.first(where: { $0.name == name || $0.name == name + ".swift" }) else {
            let names = files.map(\.name).joined(separator: ", ")
            return Output(stderr: "apiexample source: no file '\(VisibleControls.escape(name))' in \(item.id); files: \(names)\n",
                          exitCode: 2)
        }
        return Output(stdout: render(file, highlighter, colored: colored))
    }

    /// `==> path <==`, the header `head` and `tail` put above each of several files.
    private static func header(_ path: String, colored: Bool) -> String {
        let text = "==> " + path + " <=="
        return (colored ? StyleRole.title.sgr() + text + StyleRole.sgrReset : text) + "\n"
    }

    /// The file's text, each coloured token wrapped in its role's SGR and a reset.
    static func render(_ file: CaseSourceFile, _ highlighter: SwiftHighlighter, colored: Bool) -> String {
        guard colored else { return VisibleControls.escapeKeepingNewlines(file.text) }
        var out = ""
        for (line, tokens) in zip(file.lines, highlighter.highlight(file.lines)) {
            let characters = Array(line)
            for token in tokens {
                let text = VisibleControls.escape(String(characters[token.range]))
                let sgr = SourceStyle.role(for: token.kind).sgr()
                out += sgr.isEmpty ? text : sgr + text + StyleRole.sgrReset
            }
            out += "\n"
        }
        // `lines` drops the newline a file ends with; one that does not end with one must not gain it.
        if !file.text.hasSuffix("\n"), !out.isEmpty { out.removeLast() }
        return out
    }
}
