import APIExample
import Foundation
import Testing
@testable import ExampleBrowser

/// apiexample(1): drawn from the command-line table and the keymap, and clean under groff's and mandoc's linters.
@Suite struct ManPageTests {
    private let page = ManPage.render()
    private static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theSectionsComeInOrder() {
        let sections = page.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map { String($0.dropFirst(4)) }
        #expect(sections == ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "KEYS", "ENVIRONMENT", "FILES",
                             "EXIT STATUS", "EXAMPLES", "SEE ALSO"])
    }

    @Test func everyCommandAndOptionIsOnThePage() {
        for command in CommandLineSpec.named {
            #expect(page.contains(".SS \(command.name)\n"), "no section for \(command.name)")
        }
        for command in CommandLineSpec.commands {
            for option in command.options {
                for name in option.names {
                    #expect(page.contains("\\fB" + RoffPage.escape(name) + "\\fR"), "\(name) of '\(command.name)' missing")
                }
            }
        }
        #expect(!page.contains(CommandLineSpec.completeCommand))
    }

    /// Every binding the app dispatches on its menu, a form and a session is listed; and the log viewer's keys.
    @Test func everyKeyOfTheKeymapIsOnThePage() {
        let listed = Set(KeyManual.sections.flatMap(\.bindings).map { $0.keyLabel + " " + $0.labelKey })
        var state = AppState(language: .en, showHidden: false)
        var live = Keymap.bindings(for: state)
        state.menu.filter = "x"
        live += Keymap.bindings(for: state)
        live += Keymap.logViewerBindings(LogViewerState())
        for binding in live {
            #expect(listed.contains(binding.keyLabel + " " + binding.labelKey), "\(binding.keyLabel) \(binding.labelKey)")
        }
        for section in KeyManual.sections {
            #expect(page.contains(".SS " + section.title + "\n"))
            for binding in section.bindings {
                #expect(page.contains(".TP\n\\fB" + RoffPage.escape(binding.keyLabel) + "\\fR\n"), "\(binding.keyLabel)")
            }
        }
    }

    /// Every environment variable the app's sources name is in ENVIRONMENT (the benchmark's own are not the app's).
    @Test func everyEnvironmentVariableTheCodeReadsIsDocumented() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let documented = Set(ManPageFacts.environment.map(\.0))
        let pattern = try NSRegularExpression(pattern:
            #"environment\[\"([A-Z_]+)\"\]|environment\(\"([A-Z_]+)\"\)|getenv\(\"([A-Z_]+)\"\)|"((?:AGORA|APIEXAMPLE|XDG)_[A-Z_]+)""#)
        var found = Set<String>()
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("apiexample-bench/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                for group in 1..<match.numberOfRanges {
                    if let range = Range(match.range(at: group), in: text) { found.insert(String(text[range])) }
                }
            }
        }
        #expect(found.count > 15, "the scan found too little: \(found)")
        let undocumented = found.subtracting(documented).sorted()
        #expect(undocumented.isEmpty, "undocumented: \(undocumented)")
    }

    @Test func thePageIsAsciiWithShortLines() {
        let ascii = page.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(ascii)
        // Filled text only: an example's line (between .EX and .EE) is shown as it is, however long.
        var verbatim = false
        for line in page.split(separator: "\n") {
            if line == ".EX" || line == ".EE" { verbatim = line == ".EX" }
            guard !verbatim, !line.hasPrefix(".") else { continue }
            #expect(line.utf8.count <= 80 || !line.contains(" "), "\(line)")
        }
    }

    /// Run away from its strings, `man` must refuse rather than print a page of keys.
    @Test func aPageWithoutItsStringsIsRefused() {
        #expect(ManPage.stringsAreBundled())
        #expect(!ManPage.stringsAreBundled(l10n: L10n(tables: [:])))
        #expect(!page.contains("cli.cmd."))
    }

    @Test func groffHasNothingToSay() throws {
        try lint("groff", ["-man", "-ww", "-z"])
    }

    @Test func mandocHasNothingToSay() throws {
        try lint("mandoc", ["-T", "lint"])
    }

    /// Runs the linter over the page on stdin; its output (stdout and stderr) must be empty. Skipped, with a line that
    /// says so, where the linter is not installed (.ci/setup.sh installs both, so CI never skips).
    private func lint(_ tool: String, _ arguments: [String]) throws {
        guard let path = ["/usr/bin/", "/usr/local/bin/", "/bin/"].map({ $0 + tool })
            .first(where: FileManager.default.isExecutableFile(atPath:)) else {
            print("ManPageTests: \(tool) is not installed; skipped (bash .ci/setup.sh installs it)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(page.utf8))
        try input.fileHandleForWriting.close()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(said.isEmpty, "\(tool) \(arguments.joined(separator: " ")):\n\(said)")
        #expect(process.terminationStatus == 0, "\(tool) exited with \(process.terminationStatus)")
    }
}
