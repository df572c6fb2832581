import Testing
@testable import TerminalKit

/// The exact bytes a recording gets for a frame: what a player is asked to do.
@Suite struct VTFrameSerializerTests {
    private let esc = "\u{1b}"

    private func buffer(_ rows: [String], width: Int = 6, style: StyleRole = .normal) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: rows.count)
        for (y, row) in rows.enumerated() { buffer.put(row, x: 0, y: y, style: style) }
        return buffer
    }

    @Test func theFirstFrameClearsAndPaintsOnlyWhatIsNotBlank() {
        var serializer = VTFrameSerializer()
        let out = serializer.serialize(buffer(["ab", "   c"]), colorMode: .color)
        #expect(out == "\(esc)[0m\(esc)[?25l\(esc)[2J\(esc)[1;1Hab\(esc)[2;4Hc")
    }

    @Test func laterFramesSendOnlyTheChangedCellsAndNothingWhenNothingChanged() {
        var serializer = VTFrameSerializer()
        _ = serializer.serialize(buffer(["abc", "def"]), colorMode: .color)
        #expect(serializer.serialize(buffer(["abX", "dYZ"]), colorMode: .color) == "\(esc)[1;3HX\(esc)[2;2HYZ")
        #expect(serializer.serialize(buffer(["abX", "dYZ"]), colorMode: .color).isEmpty)
        // A cell cleared to a blank is sent: the player's screen still has the old glyph.
        #expect(serializer.serialize(buffer(["abX", "dY"]), colorMode: .color) == "\(esc)[2;3H ")
    }

    @Test func aSizeOrThemeChangeRepaintsEverything() {
        var serializer = VTFrameSerializer()
        _ = serializer.serialize(buffer(["abc"]), colorMode: .color)
        #expect(serializer.serialize(buffer(["abc"], width: 7), colorMode: .color).hasPrefix("\(esc)[0m\(esc)[?25l\(esc)[2J"))
        #expect(serializer.serialize(buffer(["abc"], width: 7), colorMode: .monochrome).hasPrefix("\(esc)[0m\(esc)[?25l\(esc)[2J"))
        serializer.invalidate()
        #expect(serializer.serialize(buffer(["abc"], width: 7), colorMode: .monochrome).contains("\(esc)[2J"))
    }

    @Test func stylesAreTheThemesColoursAndAttributes() {
        var serializer = VTFrameSerializer(colors: 256)
        // title: cyan bold; focused with 256 colours: 15 on 25, bold; selected: black on cyan.
        #expect(serializer.serialize(buffer(["T"], style: .title), colorMode: .color).hasSuffix("\(esc)[1;1H\(esc)[0;1;36mT"))
        #expect(VTFrameSerializer.sgr(TerminalTheme.style(for: .focused, mode: .color, colors: 256)) == "\(esc)[0;1;97;48;5;25m")
        #expect(VTFrameSerializer.sgr(TerminalTheme.style(for: .selected, mode: .color, colors: 256)) == "\(esc)[0;30;46m")
        #expect(VTFrameSerializer.sgr(TerminalTheme.style(for: .dim, mode: .color, colors: 256)) == "\(esc)[0;38;5;245m")
        // Monochrome: attributes only.
        #expect(VTFrameSerializer.sgr(TerminalTheme.style(for: .focused, mode: .monochrome, colors: 0)) == "\(esc)[0;1;7m")
        #expect(VTFrameSerializer.sgr(TerminalTheme.style(for: .error, mode: .monochrome, colors: 0)) == "\(esc)[0;1;4m")
        #expect(VTFrameSerializer.sgr(TerminalStyle(-1, -1, .dim)) == "\(esc)[0;2m")
    }

    @Test func theStyleIsSentOnlyWhenItChanges() {
        var serializer = VTFrameSerializer()
        var frame = CellBuffer(width: 6, height: 1)
        frame.put("ab", x: 0, y: 0, style: .title)
        frame.put("cd", x: 2, y: 0, style: .title)
        frame.put("e", x: 4, y: 0)
        let out = serializer.serialize(frame, colorMode: .color)
        #expect(out == "\(esc)[0m\(esc)[?25l\(esc)[2J\(esc)[1;1H\(esc)[0;1;36mabcd\(esc)[0me")
    }

    @Test func aCanvasIsSolidColourOrItsGlyphInMonochrome() {
        var frame = CellBuffer(width: 2, height: 1)
        frame.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: "░", style: .canvas, color: 0xFF0000)
        var colour = VTFrameSerializer()
        #expect(colour.serialize(frame, colorMode: .color).hasSuffix("\(esc)[0;38;5;196;48;5;196m░"))
        var mono = VTFrameSerializer()
        #expect(mono.serialize(frame, colorMode: .monochrome).hasSuffix("\(esc)[1;1H░"))
    }

    @Test func aWideGlyphIsSentOnceAndTheCursorMovesTwoColumns() {
        var serializer = VTFrameSerializer()
        let out = serializer.serialize(buffer(["加a"]), colorMode: .color)
        #expect(out.hasSuffix("\(esc)[1;1H加a"))
        // Changing the character after it needs no cursor move; changing the glyph itself sends it whole.
        #expect(serializer.serialize(buffer(["加b"]), colorMode: .color) == "\(esc)[1;3Hb")
        #expect(serializer.serialize(buffer(["中b"]), colorMode: .color) == "\(esc)[1;1H中")
        // Two narrow glyphs over a wide one: both sent.
        #expect(serializer.serialize(buffer(["xyb"]), colorMode: .color) == "\(esc)[1;1Hxy")
    }

    @Test func controlCharactersNeverReachThePlayer() {
        var frame = CellBuffer(width: 3, height: 1)
        frame[0, 0] = Cell(text: "\u{1b}")
        frame[1, 0] = Cell(text: "\u{9b}")
        let out = VTFrameSerializer.printable("a\u{7}b")
        #expect(out == "a?b")
        var serializer = VTFrameSerializer()
        let sent = serializer.serialize(frame, colorMode: .color)
        #expect(sent.hasSuffix("\(esc)[1;1H??"))
        #expect(sent.unicodeScalars.filter { $0 == "\u{1b}" }.count == 4, "only the serializer's own escapes")
        #expect(!sent.unicodeScalars.contains("\u{9b}"))
    }

    @Test func aGlyphOfTheWrongWidthBecomesBlanks() {
        var frame = CellBuffer(width: 3, height: 1)
        // A wide glyph without its right half (no continuation cell): it would push the row one column.
        frame[0, 0] = Cell(text: "加")
        frame[1, 0] = Cell(text: "b")
        var serializer = VTFrameSerializer()
        #expect(serializer.serialize(frame, colorMode: .monochrome).hasSuffix("\(esc)[1;1H b"))
    }
}
