import Testing
@testable import TerminalKit

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumnPerCharacter() {
        #expect(DisplayWidth.of("hello, world") == 12)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func cjkIsTwoColumnsPerGlyph() {
        #expect(DisplayWidth.of("加入频道") == 8)
        #expect(DisplayWidth.of("1) 加入频道") == 11)
        #expect(DisplayWidth.of("한국어") == 6)
    }

    @Test func fullwidthPunctuationIsTwoColumns() {
        #expect(DisplayWidth.of("，") == 2)
        #expect(DisplayWidth.of("：") == 2)
        #expect(DisplayWidth.of("Ａ") == 2)
        #expect(DisplayWidth.of("ｱ") == 1)
    }

    @Test func combiningMarksAddNothing() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Cafe\u{301}") == 4)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
    }

    @Test func emojiIsTwoColumns() {
        #expect(DisplayWidth.of("🎥") == 2)
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of(Character("👍🏽")) == 2)
    }

    @Test func controlCharactersHaveNoWidth() {
        #expect(DisplayWidth.of("\t") == 0)
        #expect(DisplayWidth.of("\u{7F}") == 0)
    }

    @Test func truncateNeverSplitsAGlyph() {
        #expect(DisplayWidth.truncate("加入频道", to: 5) == "加入…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("加入频道", to: 5)) == 5)
        #expect(DisplayWidth.truncate("加入频道", to: 4) == "加…")
        #expect(DisplayWidth.truncate("加入频道", to: 8) == "加入频道")
        #expect(DisplayWidth.truncate("abcdef", to: 4) == "abc…")
        #expect(DisplayWidth.prefix("加入频道", fitting: 3) == "加")
        #expect(DisplayWidth.of(DisplayWidth.truncate("加入", to: 1)) <= 1)
    }

    @Test(arguments: 0...10)
    func truncateFitsEveryWidth(columns: Int) {
        let cut = DisplayWidth.truncate("1) 加入频道 Join", to: columns)
        #expect(DisplayWidth.of(cut) <= columns)
    }

    @Test func padFillsToExactWidth() {
        #expect(DisplayWidth.pad("加入", to: 6) == "加入  ")
        #expect(DisplayWidth.pad("加入频道", to: 5) == "加入…")
        #expect(DisplayWidth.pad("加入频道", to: 6) == "加入… ")
        #expect(DisplayWidth.of(DisplayWidth.pad("加入频道", to: 5)) == 5)
        #expect(DisplayWidth.pad("abc", to: 3) == "abc")
    }

    /// Narrower than one CJK glyph (the too-small screen at 3 columns): each glyph on a line of its own, where
    /// the wrap used to loop for ever (issue 12).
    @Test func wrapNarrowerThanAGlyphGivesItALineOfItsOwn() {
        #expect(DisplayWidth.wrap("终端太小", width: 1) == ["终", "端", "太", "小"])
        #expect(DisplayWidth.wrap("a 终b", width: 1) == ["a", "终", "b"])
        #expect(DisplayWidth.wrap("🎥", width: 1) == ["🎥"])
    }

    @Test func wrapBreaksCjkBetweenGlyphs() {
        let lines = DisplayWidth.wrap("加入频道加入频道", width: 6)
        #expect(lines == ["加入频", "道加入", "频道"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 6 })
    }
}
