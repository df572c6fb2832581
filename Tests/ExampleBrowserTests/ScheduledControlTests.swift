import APIExample
import Testing
@testable import ExampleBrowser

/// `apiexample run --control <id>[=<value>][@<seconds>]`: what it accepts and what it refuses.
@Suite struct ScheduledControlTests {
    private let controls = [
        SessionControl(id: "mute", labelKey: "m", kind: .toggle(false)),
        SessionControl(id: "volume", labelKey: "v", kind: .slider(value: 50, range: 0...100, step: 10)),
        SessionControl(id: "cycle", labelKey: "c", kind: .choice(options: [ChoiceOption("1", "a"), ChoiceOption("2", "b")], selected: "1")),
        SessionControl(id: "start", labelKey: "s", kind: .action),
        SessionControl(id: "message", labelKey: "t", kind: .text("")),
    ]

    private func parse(_ text: String) -> Result<ScheduledControl, CommandLineParser.Failure> {
        ScheduledControl.parse(text, caseId: "Case", controls: controls)
    }

    @Test func valuesAndTimesThatFit() throws {
        #expect(try parse("mute").get() == ScheduledControl(id: "mute", value: nil, at: nil))
        #expect(try parse("mute=true@2.5").get() == ScheduledControl(id: "mute", value: .bool(true), at: 2.5))
        #expect(try parse("volume=30").get().value == .int(30))
        #expect(try parse("cycle=2@0").get() == ScheduledControl(id: "cycle", value: .option("2"), at: 0))
        #expect(try parse("start@4").get() == ScheduledControl(id: "start", value: nil, at: 4))
        #expect(try parse("message=hi=there@1").get().value == .text("hi=there"))
    }

    @Test func refusalsNameWhatIsValid() {
        let failures = ["nope", "volume", "volume=101", "mute=yes", "cycle=3", "start=1", "mute@soon", "mute@-1"].map { text in
            if case .failure(let failure) = parse(text) { return failure.message }
            return "accepted: \(text)"
        }
        #expect(failures[0].contains("valid controls: mute, volume, cycle, start, message"))
        #expect(failures[1].contains("needs a value") && failures[1].contains("0…100"))
        #expect(failures[2].contains("valid values: 0…100"))
        #expect(failures[3].contains("true|false"))
        #expect(failures[4].contains("valid values: 1|2"))
        #expect(failures[5].contains("valid values: no value"))
        #expect(failures[6].contains("@ needs a number") && failures[7].contains("@ needs a number"))
    }

    @Test func theParserTakesControlsOfTheRegisteredCase() {
        guard case .success(.run(let options)) = CommandLineParser.parse(["run", "JoinChannelVideo", "--control", "muteAudio@1"]) else {
            Issue.record("not parsed")
            return
        }
        #expect(options.controls == [ScheduledControl(id: "muteAudio", value: nil, at: 1)])
        guard case .failure(let failure) = CommandLineParser.parse(["run", "JoinChannelVideo", "--control", "volume=3"]) else {
            Issue.record("an unknown control was accepted")
            return
        }
        #expect(failure.message.contains("valid controls: muteAudio, muteVideo"))
    }
}
