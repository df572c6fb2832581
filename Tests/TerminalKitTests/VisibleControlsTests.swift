import Testing
import TerminalKit

@Suite struct VisibleControlsTests {
    @Test func printableTextIsLeftAsItIs() {
        for text in ["", "joinChannel(…) → 0", "加入频道 🎥", "e\u{301}", "a\\eb"] {
            #expect(VisibleControls.escape(text) == text)
            #expect(VisibleControls.escapeKeepingNewlines(text) == text)
            #expect(VisibleControls.escapeJSON(text) == text)
        }
    }

    @Test func controlCharactersBecomeVisibleEscapes() {
        #expect(VisibleControls.escape("\u{1B}[31mred\u{1B}[0m") == "\\e[31mred\\e[0m")
        #expect(VisibleControls.escape("a\tb\nc\r\nd") == "a\\tb\\nc\\r\\nd")
        #expect(VisibleControls.escape("\u{0}\u{7}\u{7F}\u{9B}\u{9D}\u{85}") == "\\x00\\x07\\x7F\\x9B\\x9D\\x85")
        // Right after a CJK glyph, and in an emoji sequence, nothing else changes.
        #expect(VisibleControls.escape("频\u{1B}]0;x\u{7}道") == "频\\e]0;x\\x07道")
    }

    @Test func linesCanStayLines() {
        #expect(VisibleControls.escapeKeepingNewlines("one\u{1B}[2J\ntwo\r\n") == "one\\e[2J\ntwo\\r\n")
    }

    @Test func theResultHasNoControlCharacterLeftAndEscapingAgainChangesNothing() {
        let hostile = (0..<0xA0).compactMap(Unicode.Scalar.init).map(String.init).joined()
        let once = VisibleControls.escape(hostile)
        #expect(!once.unicodeScalars.contains(where: VisibleControls.isControl))
        #expect(VisibleControls.escape(once) == once)
    }

    @Test func jsonKeepsItsOwnEscapesAndGetsDELAndC1() {
        let json = "{\"text\":\"\\u001b[2J\u{9B}1m\u{7F}\"}"
        #expect(VisibleControls.escapeJSON(json) == #"{"text":"\u001b[2J\u009B1m\u007F"}"#)
    }
}
