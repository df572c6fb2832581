import APIExample
import Testing
@testable import ExampleBrowser

/// The table behind --help, the manual page and the completions against the parser: an option in one and not the
/// other fails here.
@Suite struct CommandLineSpecTests {
    /// A valid line that uses `option` of `command` (with a value it takes).
    private func line(_ command: CommandSpec, _ option: OptionSpec, name: String) -> [String] {
        let value: [String]
        switch option.name {
        case "--set": value = ["channelName=demo"]
        case "--control": value = ["inEarMonitoring"]
        case "--seconds": value = ["2"]
        case "--size": value = ["100x30"]
        case "--uid", "--expire", "--privilege-expire": value = ["60"]
        case "--case": value = ["JoinChannelVideo"]
        case "--file": value = ["JoinChannelAudioMain"]
        case "--inspect": value = ["007x"]
        default:
            if case .words(let words) = option.values { value = [words[0] == "nats://" ? "off" : words[0]] }
            else { value = option.argument == nil ? [] : ["x"] }
        }
        var arguments = command.name.isEmpty ? [] : [command.name]
        if command.positional == .caseId { arguments.append(command.name == "run" ? "JoinChannelAudio" : "JoinChannelAudio") }
        arguments += [name] + value
        if command.name == "run", name == "--size" || name == "--locale" || name == "--lang" { arguments += ["--cast", "x.cast"] }
        if command.name == "token", option.name != "--inspect", option.name != "--channel" { arguments += ["--channel", "c"] }
        if command.name == "token", option.name == "--channel" || option.name == "--role" || option.name.hasSuffix("expire") {
            arguments += ["--uid", "1"]
        }
        return arguments
    }

    @Test func theParserAcceptsEveryOptionTheTableLists() {
        for command in CommandLineSpec.commands where command.positional != .shell {
            for option in command.options {
                for name in option.names {
                    let arguments = line(command, option, name: name)
                    let result = CommandLineParser.parse(arguments)
                    if case .failure(let failure) = result {
                        Issue.record("\(arguments.joined(separator: " ")): \(failure.message)")
                    }
                }
            }
        }
    }

    @Test func theParserRefusesAnOptionTheTableLacks() {
        for command in CommandLineSpec.commands where command.positional != .shell && command.name != "man" {
            var arguments = command.name.isEmpty ? [] : [command.name]
            if command.positional == .caseId { arguments.append("JoinChannelAudio") }
            arguments.append("--no-such-option")
            guard case .failure(let failure) = CommandLineParser.parse(arguments) else {
                Issue.record("\(arguments) accepted")
                continue
            }
            #expect(failure.message.contains("--no-such-option"))
        }
    }

    /// Each option's name is in its command's synopsis, and every option a synopsis shows is in the table.
    @Test func synopsesAndOptionsAgree() {
        for command in CommandLineSpec.commands {
            let synopsis = command.synopses.joined(separator: " ")
            for option in command.options where option.name != "--help" && option.name != "-h" {
                if command.name.isEmpty || option.name != "--help" {
                    #expect(synopsis.contains(option.name), "\(option.name) missing from the synopsis of '\(command.name)'")
                }
            }
            let shown = synopsis.split(whereSeparator: { " [](|".contains($0) }).filter { $0.hasPrefix("--") }
                .map { String($0.prefix { $0 != "=" }) }
            for name in shown {
                #expect(command.option(name) != nil, "'\(command.name)' shows \(name), which the table lacks")
            }
        }
    }

    @Test func everyNamedCommandTakesHelpAndItsHelpIsItsOwn() {
        for command in CommandLineSpec.named {
            #expect(CommandLineParser.parse([command.name, "--help"]) == .success(.commandHelp(command.name)))
            #expect(CommandLineParser.parse([command.name, "-h"]) == .success(.commandHelp(command.name)))
            let help = CommandHelp.command(command, Localizer(.en))
            #expect(help.hasPrefix("usage: apiexample \(command.name)"), "\(help)")
            for option in command.options {
                #expect(help.contains(option.name), "\(command.name) --help lacks \(option.name)")
            }
        }
        #expect(CommandLineParser.parse(["run", "JoinChannelVideo", "--help"]) == .success(.commandHelp("run")))
        #expect(CommandLineParser.parse(["source", "JoinChannelVideo", "--help"]) == .success(.commandHelp("source")))
        #expect(CommandLineParser.parse(["token", "--channel", "x", "--help"]) == .success(.commandHelp("token")))
        #expect(CommandLineParser.parse(["list", "--json", "--help"]) == .success(.commandHelp("list")))
    }

    @Test func theOverviewListsEveryCommandAndTheBrowsersOptions() {
        let help = CommandHelp.overview(Localizer(.en))
        for command in CommandLineSpec.named {
            #expect(help.contains("apiexample \(command.name)"), "usage lacks \(command.name)")
            #expect(help.contains("\n  \(command.name) "), "commands lack \(command.name)")
        }
        for option in CommandLineSpec.browse.options { #expect(help.contains(option.name)) }
        #expect(help.contains("apiexample completion bash|zsh|fish"))
        #expect(help.contains("apiexample man"))
        #expect(!help.contains(CommandLineSpec.completeCommand), "the protocol command is not for people")
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= CommandHelp.width }, "\(help)")
    }

    @Test func helpSpeaksTheLanguageAskedThenTheSavedOne() {
        #expect(CommandHelp.language(arguments: ["--help"], saved: nil) == .en)
        #expect(CommandHelp.language(arguments: ["--help"], saved: "zh-Hans") == .zhHans)
        #expect(CommandHelp.language(arguments: ["--locale", "en", "--help"], saved: "zh-Hans") == .en)
        #expect(CommandHelp.language(arguments: ["--lang", "zh_CN", "--help"], saved: nil) == .zhHans)
        let chinese = CommandHelp.command(CommandLineSpec.run, Localizer(.zhHans))
        #expect(chinese.hasPrefix("用法：apiexample run <case>"), "\(chinese)")
        #expect(chinese.contains("选项："))
        #expect(chinese.contains("以模拟时间一次性运行完整个会话"))
        #expect(!CommandHelp.command(CommandLineSpec.run, Localizer(.en)).contains("模拟"))
    }

    @Test func completionAndManParse() {
        #expect(CommandLineParser.parse(["completion", "bash"]) == .success(.completion(.bash)))
        #expect(CommandLineParser.parse(["completion", "fish"]) == .success(.completion(.fish)))
        #expect(CommandLineParser.parse(["completion", "tcsh"]).isFailure)
        #expect(CommandLineParser.parse(["completion"]).isFailure)
        #expect(CommandLineParser.parse(["man"]) == .success(.manual))
        #expect(CommandLineParser.parse(["man", "x"]).isFailure)
        #expect(CommandLineParser.parse(["__complete", "run", "Jo"]) == .success(.complete(["run", "Jo"])))
    }

    @Test func theVersionNamesTheCommit() {
        #expect(AppVersion.line.hasPrefix("apiexample \(AppVersion.string) (commit "))
        let commit = AppVersion.commit
        #expect(commit == "unknown" || (commit.count >= 7 && commit.allSatisfy { $0.isHexDigit }), "\(commit)")
    }
}

private extension Result {
    var isFailure: Bool { if case .failure = self { true } else { false } }
}
