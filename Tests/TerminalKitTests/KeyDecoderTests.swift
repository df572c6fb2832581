import Testing
@testable import TerminalKit

@Suite struct KeyDecoderTests {
    @Test func controlBytes() {
        #expect(KeyDecoder.decode(scalar: 13) == .enter)
        #expect(KeyDecoder.decode(scalar: 10) == .enter)
        #expect(KeyDecoder.decode(scalar: 9) == .tab)
        #expect(KeyDecoder.decode(scalar: 27) == .escape)
        #expect(KeyDecoder.decode(scalar: 127) == .backspace)
        #expect(KeyDecoder.decode(scalar: 8) == .backspace)
    }

    @Test func ctrlLetters() {
        #expect(KeyDecoder.decode(scalar: 1) == .ctrl("a"))
        #expect(KeyDecoder.decode(scalar: 3) == .ctrl("c"))
        #expect(KeyDecoder.decode(scalar: 17) == .ctrl("q"))
        #expect(KeyDecoder.decode(scalar: 26) == .ctrl("z"))
        #expect(KeyDecoder.decode(scalar: 0) == .ctrl(" "))
        #expect(KeyDecoder.decode(scalar: 31) == .ctrl("_"))
    }

    @Test func printableIncludingCjk() {
        #expect(KeyDecoder.decode(scalar: 0x71) == .char("q"))
        #expect(KeyDecoder.decode(scalar: 0x20) == .char(" "))
        #expect(KeyDecoder.decode(scalar: 0x4F60) == .char("你"))
        #expect(KeyDecoder.decode(scalar: 0x1F3A5) == .char("🎥"))
    }

    @Test func invalidScalarsAreUnknown() {
        #expect(KeyDecoder.decode(scalar: 0xD800) == .unknown(0xD800))
        #expect(KeyDecoder.decode(scalar: 0x85) == .unknown(0x85))
    }
}
