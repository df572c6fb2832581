import Foundation
import Testing
@testable import APIExample

/// `APIEXAMPLE_SOUND` and the settings file's sound and microphone keys (issue 33).
@Suite struct SoundSettingsTests {
    @Test func theEnvironmentTakesAutoOnOrOff() {
        #expect(SoundMode.fromEnvironment([:]) == .success(nil))
        #expect(SoundMode.fromEnvironment(["APIEXAMPLE_SOUND": ""]) == .success(nil))
        #expect(SoundMode.fromEnvironment(["APIEXAMPLE_SOUND": "on"]) == .success(.on))
        #expect(SoundMode.fromEnvironment(["APIEXAMPLE_SOUND": "auto"]) == .success(.auto))
        #expect(SoundMode.fromEnvironment(["APIEXAMPLE_SOUND": "off"]) == .success(.off))
        for bad in ["ON", "yes", "1", "loud"] {
            #expect(SoundMode.fromEnvironment(["APIEXAMPLE_SOUND": bad]) == .failure(SoundModeError()), "\(bad)")
        }
        #expect(SoundMode.invalidMessage("apiexample", source: "APIEXAMPLE_SOUND", Localizer(.en))
                == "apiexample: APIEXAMPLE_SOUND must be auto, on or off")
        #expect(SoundMode.invalidMessage("apiexample", source: "--sound", Localizer(.zhHans)).contains("auto、on 或 off"))
    }

    @Test func theSettingsFileKeepsSoundAndMicrophoneAndDropsWhatIsNotOffered() throws {
        func decoded(_ json: String) throws -> GlobalSettings {
            try JSONDecoder().decode(GlobalSettings.self, from: Data(json.utf8))
        }
        #expect(GlobalSettings().sound == "auto" && GlobalSettings().microphone == "simulated")
        #expect(try decoded("{}").sound == "auto")
        #expect(try decoded("{\"sound\": \"off\", \"microphone\": \"system\"}").sound == "off")
        #expect(try decoded("{\"sound\": \"off\", \"microphone\": \"system\"}").microphone == "system")
        #expect(try decoded("{\"sound\": \"loud\", \"microphone\": \"usb\"}") == GlobalSettings())
        var settings = GlobalSettings()
        settings.sound = "on"
        settings.microphone = "system"
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(GlobalSettings.self, from: data) == settings)
    }
}
