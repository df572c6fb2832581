import Foundation
import Testing

extension E2ESuite {
    /// `--sound` and `APIEXAMPLE_SOUND` (issue 33): a value other than auto, on or off is one clear line and exit
    /// code 2, before anything runs; the option wins over the variable.
    @Test(.enabled(if: AppBinary.isAvailable))
    func aBadSoundModeExits2WithOneLine() throws {
        let app = try AppBinary.require()
        let flag = try CommandRunner.run(app, ["run", "JoinChannelAudio", "--sound", "loud", "--virtual-time"])
        #expect(flag.exitCode == 2 && flag.stderr == "apiexample run: --sound must be auto, on or off\n", "\(flag)")
        let variable = try CommandRunner.run(app, ["run", "JoinChannelAudio", "--virtual-time", "--seconds", "1"],
                                             environment: TestEnvironment.base(["APIEXAMPLE_SOUND": "yes"]))
        #expect(variable.exitCode == 2 && variable.stderr == "apiexample: APIEXAMPLE_SOUND must be auto, on or off\n",
                "\(variable)")
        // A good variable with the option given: the option decides, and virtual time is silent whatever they say.
        let both = try CommandRunner.run(app, ["run", "JoinChannelAudio", "--virtual-time", "--seconds", "1", "--sound", "off"],
                                         environment: TestEnvironment.base(["APIEXAMPLE_SOUND": "on"]))
        #expect(both.exitCode == 0 && !both.stdout.contains("Sound:"), "\(both)")
        let help = try CommandRunner.run(app, ["--help"])
        #expect(help.stdout.contains("--sound auto|on|off") && help.stdout.contains("APIEXAMPLE_SOUND"))
    }
}
