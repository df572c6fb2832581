import Testing
@testable import APIExample
@testable import ExampleBrowser

/// `--cast` on the browser and on `run`, with `run`'s `--size`, `--locale` and `--duration`.
@Suite struct CastOptionTests {
    private func run(_ arguments: [String]) -> Result<CommandLineCommand, CommandLineParser.Failure> {
        CommandLineParser.parse(["run", "JoinChannelVideo"] + arguments)
    }

    private func runOptions(_ arguments: [String]) -> RunOptions? {
        if case .success(.run(let options)) = run(arguments) { return options }
        return nil
    }

    private func failure(_ arguments: [String]) -> String? {
        if case .failure(let failure) = run(arguments) { return failure.message }
        return nil
    }

    @Test func theBrowserRecordsOnlyWhenAsked() {
        if case .success(.browse(let options)) = CommandLineParser.parse(["--cast", "demo.cast"]) {
            #expect(options.cast == "demo.cast")
        } else {
            Issue.record("--cast not accepted")
        }
        if case .success(.browse(let options)) = CommandLineParser.parse([]) { #expect(options.cast == nil) }
        if case .failure(let failure) = CommandLineParser.parse(["--cast"]) {
            #expect(failure.message.contains("--cast needs a file"))
        } else {
            Issue.record("--cast without a file accepted")
        }
        #expect(CommandLineParser.usage.contains("[--cast <file>]"))
        #expect(CommandLineParser.usage.contains("[--size COLSxROWS]"))
    }

    @Test func runTakesTheRecordingsSizeAndLanguageWithDefaults() {
        let plain = runOptions(["--cast", "a.cast"])
        #expect(plain?.cast == "a.cast" && plain?.castWidth == 100 && plain?.castHeight == 30 && plain?.castLanguage == .en)
        let sized = runOptions(["--cast", "a.cast", "--size", "80x24", "--locale", "zh-Hans"])
        #expect(sized?.castWidth == 80 && sized?.castHeight == 24 && sized?.castLanguage == .zhHans)
        #expect(runOptions(["--cast", "a.cast", "--size", "60X18"])?.castHeight == 18)
        #expect(runOptions([])?.cast == nil)
    }

    @Test func durationIsSeconds() {
        #expect(runOptions(["--duration", "20"])?.seconds == 20)
        #expect(failure(["--duration", "0"])?.contains("--duration needs a number of seconds") == true)
    }

    @Test(arguments: ["59x30", "100x17", "501x30", "100x201", "100", "x30", "100x", "axb", "100x30x2", "-100x30"])
    func aSizeOutsideWhatTheScreensLayOutIsRefused(_ size: String) {
        #expect(failure(["--cast", "a.cast", "--size", size])?.contains("--size needs COLSxROWS, from 60x18 to 500x200") == true)
    }

    @Test func sizeAndLocaleWithoutACastAreRefused() {
        #expect(failure(["--size", "80x24"]) == "apiexample run: --size is for the screen --cast records")
        #expect(failure(["--locale", "zh-Hans"]) == "apiexample run: --locale is for the screen --cast records")
        #expect(failure(["--cast"]) == "apiexample run: --cast needs a file to record into")
    }
}
