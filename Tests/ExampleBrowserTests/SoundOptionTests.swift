import APIExample
import Testing
@testable import ExampleBrowser

/// `--sound auto|on|off` (issue 33), for the browser and for `run`; anything else is refused with one clear line.
@Suite struct SoundOptionTests {
    private func failure(_ arguments: [String]) -> String? {
        if case .failure(let failure) = CommandLineParser.parse(arguments) { return failure.message }
        return nil
    }

    @Test func runAndTheBrowserTakeTheThreeModes() {
        for mode in SoundMode.allCases {
            guard case .success(.run(let run)) = CommandLineParser.parse(["run", "AudioMixing", "--sound", mode.rawValue]),
                  case .success(.browse(let browse)) = CommandLineParser.parse(["--sound", mode.rawValue]) else {
                Issue.record("--sound \(mode.rawValue) refused")
                continue
            }
            #expect(run.sound == mode && browse.sound == mode)
        }
        if case .success(.run(let run)) = CommandLineParser.parse(["run", "AudioMixing"]) {
            #expect(run.sound == nil, "left to APIEXAMPLE_SOUND, then off")
        }
        #expect(CommandLineParser.usage.contains("[--sound auto|on|off]"))
        #expect(CommandLineParser.usage.contains("APIEXAMPLE_SOUND"))
    }

    @Test func otherValuesAreRefusedNamingTheChoices() throws {
        for arguments in [["run", "AudioMixing", "--sound", "loud"], ["--sound", "ON"], ["run", "AudioMixing", "--sound"],
                          ["--sound"]] {
            let message = try #require(failure(arguments), "\(arguments)")
            #expect(message.hasSuffix("--sound must be auto, on or off"), "\(message)")
        }
    }

    @Test func theSettingsScreenOffersSoundAndMicrophone() {
        #expect(SettingsRow.sound.kind == .choice(GlobalSettings.soundModes.map { ChoiceOption($0, "soundSetting." + $0) }))
        #expect(SettingsRow.microphone.kind
                == .choice(GlobalSettings.microphones.map { ChoiceOption($0, "microphoneSetting." + $0) }))
        var settings = AppSettings()
        SettingsRow.sound.set("off", in: &settings)
        SettingsRow.microphone.set("system", in: &settings)
        #expect(settings.global.sound == "off" && settings.global.microphone == "system")
        #expect(SettingsRow.sound.value(in: settings, language: .en) == "off")
        #expect(SettingsRow.microphone.section == "settings.section.simulation")
    }
}
