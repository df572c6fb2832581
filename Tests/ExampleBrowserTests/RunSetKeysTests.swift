import APIExample
import Testing
@testable import ExampleBrowser

/// `apiexample run <case> --set key=value`: a key the case has no field for is refused, except the keys every case
/// accepts (the channel name), which a case without that field ignores, so one script can drive every case alike.
@MainActor
@Suite struct RunSetKeysTests {
    /// Every registered case without a channel field.
    static let channelless = MenuRegistry.allItems.filter { !$0.fields.contains { $0.id == "channelName" } }.map(\.id)

    @Test func casesWithoutAChannelAcceptAndIgnoreTheChannelName() throws {
        #expect(Self.channelless.contains("PrecallTest") && Self.channelless.contains("RtePlayer"))
        for id in Self.channelless {
            guard case .success(.run(let options)) = CommandLineParser.parse(["run", id, "--set", "channelName=any"]) else {
                Issue.record("\(id) refused channelName")
                continue
            }
            #expect(options.sets.isEmpty, "\(id): ignored, not passed on")
            // Even a name no case would take: it goes nowhere, so it cannot fail the run.
            guard case .success(.run(let odd)) = CommandLineParser.parse(["run", id, "--set", "channelName="]) else {
                Issue.record("\(id) refused an empty channelName")
                continue
            }
            // A case may still refuse the run for its own reasons (RtePlayer wants an App ID), never for the name.
            if case .failure(let failure) = HeadlessRunner.configs(for: odd) {
                #expect(!failure.message.contains("channelName"), "\(id): \(failure.message)")
            }
        }
    }

    @Test func aCaseWithAChannelStillValidatesIt() throws {
        guard case .success(.run(let options)) = CommandLineParser.parse(["run", "JoinChannelVideo", "--set", "channelName=a/b"]) else {
            Issue.record("not parsed")
            return
        }
        #expect(options.sets.map { $0.0 } == ["channelName"])
        guard case .failure(let failure) = HeadlessRunner.configs(for: options) else {
            Issue.record("an invalid channel name was accepted")
            return
        }
        #expect(failure.message.hasPrefix("apiexample run: channelName=a/b: "))
    }

    @Test func otherUnknownKeysAreStillRefused() {
        guard case .failure(let failure) = CommandLineParser.parse(["run", "PrecallTest", "--set", "uid=3"]) else {
            Issue.record("an unknown key was accepted")
            return
        }
        #expect(failure.message.contains("unknown config key 'uid' for PrecallTest"))
    }
}
