import APIExample
import Testing
@testable import ExampleBrowser

/// `--help` and each command's `--help` as printed, in both languages: a change to the table shows here for review.
@Suite struct CommandHelpSnapshotTests {
    @Test(arguments: Language.allCases)
    func theOverview(language: Language) {
        SnapshotAssertion.assert(text: CommandHelp.overview(Localizer(language)), named: "cli-help-\(language.rawValue)")
    }

    @Test(arguments: Language.allCases)
    func eachCommandsHelp(language: Language) {
        let text = CommandLineSpec.named.map { CommandHelp.command($0, Localizer(language)) }.joined(separator: "\n\n")
        SnapshotAssertion.assert(text: text, named: "cli-command-help-\(language.rawValue)")
    }
}
