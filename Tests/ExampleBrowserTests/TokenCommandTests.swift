import AgoraAccessToken
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

@Suite struct TokenCommandTests {
    let keys = TestProject.certified

    private func parse(_ arguments: [String]) -> Result<CommandLineCommand, CommandLineParser.Failure> {
        CommandLineParser.parse(["token"] + arguments)
    }

    @Test func parsesABuildRequest() throws {
        let command = try parse(["--channel", "demo", "--account", "alice", "--role", "subscriber", "--expire", "600"]).get()
        var expected = TokenOptions()
        expected.channel = "demo"
        expected.account = "alice"
        expected.role = .subscriber
        expected.expire = 600
        #expect(command == .token(expected))
    }

    @Test func refusesWhatItCannotUse() {
        for arguments in [
            ["--uid", "1"],                                         // no channel
            ["--channel", "demo"],                                  // neither uid nor account
            ["--channel", "demo", "--uid", "1", "--account", "a"],  // both
            ["--channel", "bad/name", "--uid", "1"],                // outside the channel-name set
            ["--channel", "demo", "--uid", "-1"],
            ["--channel", "demo", "--uid", "1", "--expire", "90000"],
            ["--channel", "demo", "--uid", "1", "--role", "admin"],
            ["--channel", "demo", "--uid", "1", "--certificate", "x"],
        ] {
            guard case .failure(let failure) = parse(arguments) else {
                Issue.record("accepted \(arguments)")
                continue
            }
            #expect(failure.message.hasPrefix("apiexample token: "))
        }
    }

    @Test func buildsPublisherTokensThatInspectAsVerified() throws {
        var options = TokenOptions()
        options.channel = "demo"
        options.uid = 0
        let built = TokenCommand.run(options, keyCenter: keys, unixNow: 1_767_225_600)
        #expect(built.exitCode == 0 && built.stderr.isEmpty)
        var inspect = TokenOptions()
        inspect.inspect = built.stdout
        let shown = TokenCommand.run(inspect, keyCenter: keys, unixNow: 1_767_225_700)
        #expect(shown.exitCode == 0)
        #expect(shown.stdout.contains("any uid"))
        #expect(shown.stdout.contains("valid for 3500 s"))
        #expect(shown.stdout.contains("publishVideoStream"))
        #expect(shown.stdout.contains("verified with KeyCenter's App Certificate"))
        #expect(!shown.stdout.contains(keys.appCertificate ?? "-"))
    }

    @Test func withoutACertificateNothingIsBuiltButInspectionWorks() {
        var options = TokenOptions()
        options.channel = "demo"
        options.uid = 7
        let refused = TokenCommand.run(options, keyCenter: KeyCenter(), unixNow: 0)
        #expect(refused.exitCode != 0 && refused.stdout.isEmpty && refused.stderr.contains("AGORA_APP_CERTIFICATE"))
        var inspect = TokenOptions()
        inspect.inspect = "007eJxTYLhzZP08Lxa1Pg57+TcXb/3cZ3wi4V6kbpbOog0G2dOYk20UGCzNDZwdjU1TUs0Mkk1MzExMk5ISUy0SjQxNDcwMk4yN3b8IMEQwMTAwMoAwBIL4CgzmKeZGxmamqUmWFsYmFqbGluapxqnGaZYpJmYGSSkpiQwMADacImo="
        let shown = TokenCommand.run(inspect, keyCenter: KeyCenter(), unixNow: 1_111_111 + 700)
        #expect(shown.exitCode == 0)
        #expect(shown.stdout.contains("issueTs 1111111"))
        #expect(shown.stdout.contains("expired 100 s ago"))
        #expect(shown.stdout.contains("not checked"))
    }

    /// A token is remote text: its channel and account could hold escape sequences meant for the terminal
    /// (issue 12). They are shown escaped, and the signature still verifies.
    @Test func controlCharactersInATokenAreShownEscaped() throws {
        let token = try RtcTokenBuilder2.buildToken(
            appId: TestProject.appId, appCertificate: TestProject.certificate, channelName: "demo\u{1B}]0;owned\u{07}\u{1B}[2J",
            account: "42\u{9B}31m\u{7F}", role: .publisher, tokenExpire: 600, privilegeExpire: 600, issueTs: 1_767_225_600)
        var inspect = TokenOptions()
        inspect.inspect = token
        let shown = TokenCommand.run(inspect, keyCenter: keys, unixNow: 1_767_225_700)
        #expect(shown.exitCode == 0, "\(shown)")
        #expect(!(shown.stdout + shown.stderr).unicodeScalars.contains { $0 != "\n" && VisibleControls.isControl($0) },
                "\(shown.stdout.debugDescription)")
        #expect(shown.stdout.contains(#"channel "demo\e]0;owned\x07\e[2J""#), "\(shown.stdout)")
        #expect(shown.stdout.contains(#"account/uid "42\x9B31m\x7F""#), "\(shown.stdout)")
        #expect(shown.stdout.contains("verified"))
    }

    @Test func eachKindOfBrokenTokenIsNamed() {
        for (text, expected) in [("006abc", "007"), ("007!!!!", "Base64"), ("007aGVsbG8=", "zlib")] {
            var inspect = TokenOptions()
            inspect.inspect = text
            let result = TokenCommand.run(inspect, keyCenter: keys, unixNow: 0)
            #expect(result.exitCode != 0 && result.stdout.isEmpty)
            #expect(result.stderr.contains(expected), "\(text): \(result.stderr)")
        }
    }
}
