import APIExample
import Testing
@testable import ExampleBrowser

/// What `apiexample __complete` offers; the shells' scripts only pass it on (E2E tests run bash's machinery).
@Suite struct CompletionCandidatesTests {
    private func complete(_ words: String...) -> [String] { CompletionCandidates.lines(words) }

    @Test func theFirstWordIsACommandOrAnOption() {
        #expect(complete("") == ["list", "run", "token", "source", "completion", "man"])
        #expect(complete("co") == ["completion"])
        #expect(complete("--no").sorted() == ["--no-color", "--no-mouse"])
        #expect(!complete("").contains(CommandLineSpec.completeCommand))
    }

    @Test func caseIdsComeFromTheRegistryAndHiddenOnesOnlyWithShowHidden() {
        let visible = MenuRegistry.allItems.filter { !$0.hidden }.map(\.id)
        #expect(complete("run", "") == visible)
        #expect(complete("run", "JoinChannelV").contains("JoinChannelVideo"))
        #expect(complete("--case", "VideoC").isEmpty, "VideoChat is hidden")
        #expect(complete("--show-hidden", "--case", "VideoC") == ["VideoChat"])
        #expect(complete("source", "Join").allSatisfy { $0.hasPrefix("Join") })
    }

    @Test func setCompletesTheTypedCasesFieldsThenTheirValues() {
        let fields = complete("run", "JoinChannelVideo", "--set", "")
        #expect(fields.contains("orientation="), "\(fields)")
        #expect(fields.contains("channelName="), "\(fields)")
        let orientations = complete("run", "JoinChannelVideo", "--set", "orientation=fixedP")
        #expect(orientations == ["orientation=fixedPortrait"], "\(orientations)")
        #expect(complete("run", "JoinChannelVideo", "--set", "role=").contains("role=broadcaster"))
        #expect(complete("run", "AudioMixing", "--set", "mixingFile=/tm") == [CompletionCandidates.fileRequest])
        #expect(complete("run", "NoSuchCase", "--set", "").isEmpty)
    }

    @Test func controlCompletesTheTypedCasesControls() {
        let controls = complete("run", "JoinChannelAudio", "--control", "")
        #expect(controls.contains("inEarMonitoring") && controls.contains("audioScenario"), "\(controls)")
        #expect(complete("run", "JoinChannelAudio", "--control", "speakerphone=") == ["speakerphone=true", "speakerphone=false"])
        #expect(complete("run", "JoinChannelAudio", "--json", "--control", "in").allSatisfy { $0.hasPrefix("in") })
    }

    @Test func optionValuesAndOptions() {
        #expect(complete("--cloud", "") == ["off", "local", "nats://", "tls://"])
        #expect(complete("run", "JoinChannelAudio", "--sound", "o") == ["on", "off"])
        #expect(complete("--locale", "zh") == ["zh-Hans"])
        #expect(complete("source", "JoinChannelAudio", "--color", "") == ["auto", "always", "never"])
        #expect(complete("run", "JoinChannelAudio", "--cast", "") == [CompletionCandidates.fileRequest])
        #expect(complete("run", "JoinChannelAudio", "--virt") == ["--virtual-time"])
        #expect(complete("completion", "") == ["bash", "zsh", "fish"])
        #expect(complete("completion", "bash", "").isEmpty)
        #expect(complete("token", "--role", "") == ["publisher", "subscriber"])
    }
}
