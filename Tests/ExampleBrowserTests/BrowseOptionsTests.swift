import Testing
@testable import ExampleBrowser

@Suite struct BrowseOptionsTests {
    private func browse(_ arguments: [String]) -> BrowseOptions? {
        if case .success(.browse(let options)) = CommandLineParser.parse(arguments) { return options }
        return nil
    }

    @Test func theMouseIsOnUnlessNoMouseIsGiven() {
        #expect(browse([])?.mouse == true)
        #expect(browse(["--locale", "zh-Hans"])?.mouse == true)
        #expect(browse(["--no-mouse"])?.mouse == false)
        #expect(browse(["--no-color", "--no-mouse", "--case", "JoinChannelAudio"]).map { !$0.mouse && $0.noColor } == true)
        #expect(CommandLineParser.usage.contains("[--no-mouse]"))
    }
}
