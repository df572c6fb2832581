import Testing
@testable import TerminalKit

/// Canvas colours on real terminals: the nearest colour each palette has, drawn solid in colour mode and not at all
/// in monochrome (where the fill glyph shows instead).
@Suite struct TerminalPaletteTests {
    /// LiveStreaming's five colours (0xRRGGBB) and what 256-, 16- and 8-colour terminals draw them as.
    static let expected: [(rgb: UInt32, c256: Int16, c16: Int16, c8: Int16)] = [
        (0xff0d00, 196, 9, 1),   // red
        (0x0400ff, 21, 4, 4),    // blue
        (0xff006a, 197, 9, 5),   // pink: red or magenta where the palette has no pink
        (0xff00d9, 200, 13, 5),  // purple
        (0xeaff00, 190, 11, 3),  // yellow
    ]

    @Test func eachPaletteGivesItsNearestColour() {
        for entry in Self.expected {
            #expect(TerminalPalette.nearest(entry.rgb, colors: 256) == entry.c256, "\(entry.rgb)")
            #expect(TerminalPalette.nearest(entry.rgb, colors: 16) == entry.c16, "\(entry.rgb)")
            #expect(TerminalPalette.nearest(entry.rgb, colors: 8) == entry.c8, "\(entry.rgb)")
        }
        #expect(TerminalPalette.nearest(0x000000, colors: 256) == 16 && TerminalPalette.nearest(0xffffff, colors: 256) == 231)
        #expect(TerminalPalette.nearest(0x808080, colors: 256) == 244, "a grey from the grey ramp")
        #expect(TerminalPalette.nearest(0x000000, colors: 8) == 0 && TerminalPalette.nearest(0xffffff, colors: 16) == 15)
    }

    @Test func theCubeAndRampAreXtermsDefaults() {
        #expect(TerminalPalette.components(16) == (0, 0, 0) && TerminalPalette.components(231) == (255, 255, 255))
        #expect(TerminalPalette.components(196) == (255, 0, 0) && TerminalPalette.components(232) == (8, 8, 8))
        #expect(TerminalPalette.components(255) == (238, 238, 238) && TerminalPalette.components(9) == (255, 0, 0))
    }

    @Test func aCanvasIsSolidColourOrNoColourAtAll() {
        #expect(TerminalTheme.canvas(0xff0d00, mode: .color, colors: 256) == TerminalStyle(196, 196))
        #expect(TerminalTheme.canvas(0xff0d00, mode: .color, colors: 8) == TerminalStyle(1, 1))
        #expect(TerminalTheme.canvas(0xff0d00, mode: .monochrome, colors: 256) == TerminalStyle())
        #expect(TerminalTheme.style(for: .canvas, mode: .color, colors: 256) == TerminalStyle(), "the cell's colour, not the role's")
        #expect(TerminalTheme.pair(for: .canvas, mode: .color, colors: 256) == 0)
    }

    /// What the app presents reaches the screen in the terminal's colours: MemoryTerminal draws cells as the
    /// ncurses backend does.
    @MainActor @Test func aPresentedCanvasCellIsDrawnInTheTerminalsNearestColour() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.fill(Rect(x: 0, y: 0, width: 2, height: 1), with: "░", style: .canvas, color: 0xff00d9)
        buffer.put("ab", x: 2, y: 0, style: .video)
        for (colors, index) in [(256, 200), (16, 13), (8, 5)] {
            let terminal = MemoryTerminal(width: 4, height: 1, colors: colors)
            terminal.present(buffer)
            #expect(terminal.drawnColors(x: 0, y: 0)! == (index, index), "\(colors) colours")
            #expect(terminal.drawnColors(x: 2, y: 0)! == (-1, -1), "the picture keeps the default colours")
        }
        let mono = MemoryTerminal(width: 4, height: 1, options: TerminalOptions(colorMode: .monochrome))
        mono.present(buffer)
        #expect(mono.drawnColors(x: 0, y: 0)! == (-1, -1) && mono.lines == ["░░ab"], "no colour: the fill glyph shows")
        let vt100 = MemoryTerminal(width: 4, height: 1, hasColors: false)
        vt100.present(buffer)
        #expect(vt100.drawnColors(x: 1, y: 0)! == (-1, -1))
    }
}
