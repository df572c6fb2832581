import Testing
@testable import MediaFormats

@Suite struct MediaFormatErrorTests {
    @Test func everyErrorSaysWhatWasWrong() {
        #expect(MediaFormatError.truncated("WAV header").description == "truncated: WAV header")
        #expect(MediaFormatError.wrongMagic("expected RIFF").description.contains("RIFF"))
    }
}
