import APIExample
import Testing
@testable import ExampleBrowser

/// `--cloud off|local|nats://host:port|tls://host:port` (issue 18), for the browser and for `run`; credentials in a URL
/// are refused with a message naming the environment variables, and never repeated.
@Suite struct CloudOptionTests {
    private func parse(_ cloud: String) -> Result<CommandLineCommand, CommandLineParser.Failure> {
        CommandLineParser.parse(["run", "JoinChannelVideo", "--cloud", cloud])
    }

    private func mode(_ cloud: String) -> CloudMode? {
        if case .success(.run(let options)) = parse(cloud) { return options.cloud }
        return nil
    }

    private func failure(_ arguments: [String]) -> String? {
        if case .failure(let failure) = CommandLineParser.parse(arguments) { return failure.message }
        return nil
    }

    @Test func modesAndNatsURLsParse() {
        #expect(mode("off") == .off && mode("local") == .local)
        #expect(mode("nats://127.0.0.1:4222") == .nats(url: "nats://127.0.0.1:4222"))
        #expect(mode("tls://nats.example.org:4443") == .nats(url: "tls://nats.example.org:4443"))
        #expect(mode("nats://demo-host") == .nats(url: "nats://demo-host"))
        #expect(mode("nats://[::1]:4222") == .nats(url: "nats://[::1]:4222"))
        // A trailing slash and an upper-case scheme are the same server.
        #expect(mode("NATS://127.0.0.1:4222/") == .nats(url: "nats://127.0.0.1:4222"))
        if case .success(.browse(let options)) = CommandLineParser.parse(["--cloud", "nats://10.0.0.2:4222"]) {
            #expect(options.cloud == .nats(url: "nats://10.0.0.2:4222"))
        } else {
            Issue.record("the browser's --cloud took no URL")
        }
        #expect(CommandLineParser.usage.contains("--cloud off|local|nats://host:port"))
    }

    @Test func credentialsInTheURLAreRefusedNamingTheVariablesWithoutRepeatingThem() throws {
        for url in ["nats://alice:s3cret-pass@127.0.0.1:4222", "nats://s3cret-token@127.0.0.1:4222", "tls://u:s3cret@host:1"] {
            for arguments in [["run", "JoinChannelVideo", "--cloud", url], ["--cloud", url]] {
                let message = try #require(failure(arguments))
                #expect(message.contains("APIEXAMPLE_NATS_CREDS") && message.contains("APIEXAMPLE_NATS_USER")
                        && message.contains("APIEXAMPLE_NATS_PASSWORD") && message.contains("APIEXAMPLE_NATS_TOKEN"))
                #expect(!message.contains("s3cret") && !message.contains("alice"), "\(message)")
            }
        }
    }

    @Test func otherSchemesAndMalformedURLsAreRefused() throws {
        for bad in ["http://127.0.0.1:4222", "ws://host:80", "nats", "remote", ""] {
            let message = try #require(failure(["run", "JoinChannelVideo", "--cloud", bad]), "\(bad)")
            #expect(message.contains("off, local, nats://host:port or tls://host:port"), "\(message)")
        }
        for bad in ["nats://", "nats://host:0", "nats://host:65536", "nats://host:port", "nats://host/path",
                    "nats://host:4222?token=x", "nats://host#frag", "nats://ho st:1", "nats://-host", "nats://a:1:2",
                    "nats://[::1", "tls://[zz]:1"] {
            let message = try #require(failure(["--cloud", bad]), "\(bad)")
            #expect(message.contains("a NATS URL is nats://host:port"), "\(bad): \(message)")
        }
        #expect(failure(["run", "JoinChannelVideo", "--cloud"]) != nil)
    }
}
