import Testing
@testable import TerminalKit

@Suite struct CellBufferTests {
    @Test func putClipsAtTheRightEdge() {
        var buffer = CellBuffer(width: 5, height: 1)
        let written = buffer.put("abcdefg", x: 2, y: 0)
        #expect(written == 3)
        #expect(buffer.lines == ["  abc"])
    }

    @Test func putClipsOutsideRows() {
        var buffer = CellBuffer(width: 3, height: 2)
        #expect(buffer.put("x", x: 0, y: 2) == 0)
        #expect(buffer.put("x", x: 0, y: -1) == 0)
        #expect(buffer.lines == ["   ", "   "])
    }

    @Test func putHonoursMaxWidthAndNegativeX() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.put("abcdef", x: 1, y: 0, maxWidth: 2)
        #expect(buffer.lines == [" ab   "])
        buffer.put("xyz", x: -2, y: 0)
        #expect(buffer.lines == ["zab   "])
    }

    @Test func wideGlyphTakesTwoCells() {
        var buffer = CellBuffer(width: 6, height: 1)
        #expect(buffer.put("加入", x: 1, y: 0) == 4)
        #expect(buffer[1, 0].text == "加")
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer.lines == [" 加入 "])
    }

    @Test func wideGlyphAtTheLastColumnBecomesASpace() {
        var buffer = CellBuffer(width: 5, height: 1)
        buffer.put("ab加入", x: 0, y: 0)
        #expect(buffer.lines == ["ab加 "])
        #expect(!buffer[4, 0].isContinuation)
        #expect(DisplayWidth.of(buffer.lines[0]) == 5)
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.put("加入", x: 0, y: 0)
        buffer.put("x", x: 0, y: 0)
        #expect(buffer.lines == ["x 入"])
        #expect(DisplayWidth.of(buffer.lines[0]) == 4)
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.put("加入", x: 0, y: 0)
        buffer.put("y", x: 1, y: 0)
        #expect(buffer.lines == [" y入"])
        #expect(DisplayWidth.of(buffer.lines[0]) == 4)
    }

    @Test func wideGlyphOverWideGlyphAtAnOffset() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.put("加入频", x: 0, y: 0)
        buffer.put("道", x: 1, y: 0)
        #expect(buffer.lines == [" 道 频"])
        #expect(DisplayWidth.of(buffer.lines[0]) == 6)
    }

    @Test func boxWithCjkTitle() {
        var buffer = CellBuffer(width: 14, height: 3)
        buffer.box(buffer.bounds, glyphs: .unicode, title: "加入频道")
        #expect(buffer.lines == [
            "┌─ 加入频道 ─┐",
            "│            │",
            "└────────────┘",
        ])
        #expect(buffer.styleLines == [
            "bbTTTTTTbb",
            "b............b",
            "bbbbbbbbbbbbbb",
        ])
    }

    @Test func boxTruncatesALongCjkTitleWithoutSplittingAGlyph() {
        var buffer = CellBuffer(width: 11, height: 2)
        buffer.box(buffer.bounds, glyphs: .ascii, title: "加入频道测试")
        #expect(buffer.lines == ["+- 加入… -+", "+---------+"])
        #expect(buffer.lines.allSatisfy { DisplayWidth.of($0) == 11 })
    }

    @Test func styleLinesSkipContinuationCells() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.put("ab", x: 0, y: 0, style: .selected)
        buffer.put("加", x: 2, y: 0, style: .error)
        #expect(buffer.lines == ["ab加  "])
        #expect(buffer.styleLines == ["SSE.."])
    }

    @Test func restyleKeepsText() {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer.put("abcd", x: 0, y: 1)
        buffer.restyle(Rect(x: 1, y: 1, width: 2, height: 5), style: .focused)
        #expect(buffer.lines == ["    ", "abcd"])
        #expect(buffer.styleLines == ["....", ".FF."])
    }

    @Test func fillClipsToTheBuffer() {
        var buffer = CellBuffer(width: 3, height: 2)
        buffer.fill(Rect(x: 1, y: -1, width: 10, height: 2), with: "#", style: .dim)
        #expect(buffer.lines == [" ##", "   "])
        #expect(buffer.styleLines == [".dd", "..."])
    }
}
