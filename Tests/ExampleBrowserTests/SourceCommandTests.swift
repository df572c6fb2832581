import APIExample
import CaseSource
@testable import ExampleBrowser
import Foundation
import Testing

/// `apiexample source`: its arguments, and what it prints with and without colour.
@Suite struct SourceCommandTests {
    static let casePath = "Sources/APIExample/Examples/Basic/JoinChannelVideo"
    static let files = CaseSourceLibrary.files(inCaseFolder: casePath)
    static let sgr = "\u{1B}\\[[0-9;]*m"

    static func stripped(_ text: String) -> String {
        text.replacingOccurrences(of: sgr, with: "", options: .regularExpression)
    }

    @Test func parsesTheCaseTheFileAndTheColourChoice() {
        #expect(CommandLineParser.parse(["source", "JoinChannelVideo"]) == .success(.source(SourceOptions(caseId: "JoinChannelVideo"))))
        #expect(CommandLineParser.parse(["source", "JoinChannelVideo", "--file", "JoinChannelVideoMain", "--color", "always"])
            == .success(.source(SourceOptions(caseId: "JoinChannelVideo", file: "JoinChannelVideoMain", color: .always))))
        #expect(CommandLineParser.parse(["source", "JoinChannelVideo", "--color", "never"])
            == .success(.source(SourceOptions(caseId: "JoinChannelVideo", color: .never))))
    }

    @Test(arguments: [
        (["source"], "which case?"),
        (["source", "--file", "x"], "which case?"),
        (["source", "NoSuchCase"], "unknown case 'NoSuchCase'; valid cases: JoinChannelVideoToken"),
        (["source", "JoinChannelVideo", "--color", "sometimes"], "--color needs auto, always or never"),
        (["source", "JoinChannelVideo", "--color"], "--color needs auto, always or never"),
        (["source", "JoinChannelVideo", "--file"], "--file needs a file name"),
        (["source", "JoinChannelVideo", "--lines"], "unknown option '--lines'"),
    ])
    func refusesBadArguments(_ arguments: [String], _ message: String) throws {
        guard case .failure(let failure) = CommandLineParser.parse(arguments) else {
            Issue.record("\(arguments) parsed")
            return
        }
        #expect(failure.message.contains(message), "\(failure.message)")
    }

    @Test func hiddenCasesAreShownAsRunRunsThem() throws {
        let hidden = try #require(MenuRegistry.allItems.first { $0.hidden }, "no hidden case to try")
        #expect(CommandLineParser.parse(["source", hidden.id]) == .success(.source(SourceOptions(caseId: hidden.id))))
    }

    @Test func plainOutputOfOneFileIsTheFile() throws {
        for file in Self.files {
            for name in [file.name, String(file.name.dropLast(".swift".count))] {
                let output = SourceCommand.run(SourceOptions(caseId: "JoinChannelVideo", file: name), colored: false)
                #expect(output.exitCode == 0 && output.stderr.isEmpty)
                #expect(output.stdout == file.text, "\(name)")
            }
        }
    }

    @Test func allFilesComeInTabOrderUnderTheirPaths() throws {
        let output = SourceCommand.run(SourceOptions(caseId: "JoinChannelVideo"), colored: false)
        let expected = Self.files.map { "==> \($0.path) <==\n" + $0.text }.joined(separator: "\n")
        #expect(Self.files.map(\.name) == ["JoinChannelVideoEntry.swift", "JoinChannelVideoMain.swift"])
        #expect(output.stdout == expected)
    }

    @Test func colourWrapsTokensInSgrAndChangesNoText() throws {
        let output = SourceCommand.run(SourceOptions(caseId: "JoinChannelVideo", file: "JoinChannelVideoMain"), colored: true)
        let main = try #require(Self.files.last)
        #expect(output.stdout != main.text)
        #expect(output.stdout.contains("\u{1B}[35moverride\u{1B}[0m"))
        #expect(output.stdout.contains("engine.\u{1B}[1;32msetClientRole\u{1B}[0m(role)"))
        #expect(output.stdout.contains("\u{1B}[1;4;32mrtcEngine\u{1B}[0m"))
        #expect(Self.stripped(output.stdout) == main.text)
        let all = SourceCommand.run(SourceOptions(caseId: "JoinChannelVideo"), colored: true)
        #expect(Self.stripped(all.stdout) == SourceCommand.run(SourceOptions(caseId: "JoinChannelVideo"), colored: false).stdout)
    }

    @Test func anUnknownFileListsTheCasesFiles() {
        let output = SourceCommand.run(SourceOptions(caseId: "JoinChannelVideo", file: "Nope\u{1B}[2J"), colored: false)
        #expect(output.exitCode == 2 && output.stdout.isEmpty)
        #expect(output.stderr == "apiexample source: no file 'Nope\\e[2J' in JoinChannelVideo; files: JoinChannelVideoEntry.swift, "
            + "JoinChannelVideoMain.swift\n")
    }

    @Test func colourOnlyOnATerminalUnlessAsked() {
        #expect(SourceCommand.colors(.auto, stdoutIsTerminal: true, noColor: false))
        #expect(!SourceCommand.colors(.auto, stdoutIsTerminal: false, noColor: false))
        #expect(!SourceCommand.colors(.auto, stdoutIsTerminal: true, noColor: true))
        #expect(SourceCommand.colors(.always, stdoutIsTerminal: false, noColor: true))
        #expect(!SourceCommand.colors(.never, stdoutIsTerminal: true, noColor: false))
    }

    @Test func everyTokenKindHasItsOwnRoleAndMonochromeEmphasisesTheSdk() {
        let roles = SourceTokenKind.allCases.map(SourceStyle.role(for:))
        #expect(Set(roles).count == roles.count)
        #expect(SourceStyle.role(for: .sdkCall).sgr(mode: .monochrome) == "\u{1B}[1m")
        #expect(SourceStyle.role(for: .sdkDelegate).sgr(mode: .monochrome) == "\u{1B}[1;4m")
        #expect(SourceStyle.role(for: .plain).sgr() == "")
    }
}
