/// Turns the frames the app presents into the bytes an xterm-like terminal needs to show them, for recordings that
/// are played back on some other terminal: the first frame (and any frame after a size or theme change) clears the
/// screen and paints it whole, later ones send only the cells that changed. The colours are the ones the ncurses
/// backend would pick from the same theme, for a terminal with `colors` colours.
///
/// Only a few sequences are used, so a player (and the tests' replayer) needs nothing exotic: CUP to place the
/// cursor, SGR always in its reset-first form, ED 2 to clear, and DECTCEM to hide the cursor as the app does.
public struct VTFrameSerializer: Sendable {
    public let colors: Int
    private var previous: CellBuffer?
    private var previousMode: ColorMode?
    /// The style the player's terminal is left in by the last frame (SGR state lasts from one frame to the next).
    private var pen: TerminalStyle?

    public init(colors: Int = 256) {
        self.colors = colors
    }

    /// The next frame repaints everything (the player's screen may no longer be what was sent).
    public mutating func invalidate() {
        previous = nil
        pen = nil
    }

    /// Whether the next frame of `buffer`'s size in `colorMode` repaints the whole screen.
    public func needsFullPaint(_ buffer: CellBuffer, colorMode: ColorMode) -> Bool {
        guard let previous else { return true }
        return previous.width != buffer.width || previous.height != buffer.height || previousMode != colorMode
    }

    /// The bytes that turn the screen the last frame left into `buffer`; empty when nothing changed.
    public mutating func serialize(_ buffer: CellBuffer, colorMode: ColorMode) -> String {
        let full = needsFullPaint(buffer, colorMode: colorMode)
        let old = full ? nil : previous?.cells
        previous = buffer
        previousMode = colorMode
        var out = ""
        if full {
            // Reset first: the clear takes the current background, which must be the default one.
            out = "\u{1b}[0m\u{1b}[?25l\u{1b}[2J"
            out.reserveCapacity(buffer.width * buffer.height * 2)
            pen = TerminalStyle()
        }
        // Where the terminal's cursor is after the last glyph sent; nil when unknown.
        var cursor: (x: Int, y: Int)?
        let cells = buffer.cells
        for y in 0..<buffer.height {
            let row = y * buffer.width
            for x in 0..<buffer.width {
                let cell = cells[row + x]
                // A wide glyph's right half is drawn with its left half.
                if cell.isContinuation { continue }
                if let old, old[row + x] == cell { continue }
                let style = drawnStyle(cell, mode: colorMode)
                // On a cleared screen a blank cell of the default look is there already.
                if full, style == TerminalStyle(), cell.text == " " { continue }
                var text = Self.printable(cell.text)
                let columns = x + 1 < buffer.width && cells[row + x + 1].isContinuation ? 2 : 1
                if DisplayWidth.of(text) != columns {
                    // A glyph that would not take the columns the buffer gives it could shift the rest of the row
                    // on the player's screen: blanks stand in for it.
                    text = columns == 2 ? "  " : " "
                }
                if cursor?.x != x || cursor?.y != y {
                    out += "\u{1b}[\(y + 1);\(x + 1)H"
                }
                if pen != style {
                    out += Self.sgr(style)
                    pen = style
                }
                out += text
                cursor = (x + columns, y)
            }
        }
        return out
    }

    /// How the theme draws `cell` (a canvas in its own colour).
    private func drawnStyle(_ cell: Cell, mode: ColorMode) -> TerminalStyle {
        cell.style == .canvas
            ? TerminalTheme.canvas(cell.color, mode: mode, colors: colors)
            : TerminalTheme.style(for: cell.style, mode: mode, colors: colors)
    }

    /// A cell's text with any control character replaced: the recording is played on someone's terminal, where
    /// one would be a command (cells hold text from peers).
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: VisibleControls.isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            out.append(VisibleControls.isControl(scalar) ? "?" : scalar)
        }
        return String(out)
    }

    /// SGR for `style`, reset first so no attribute of the cell before carries over.
    static func sgr(_ style: TerminalStyle) -> String {
        let parameters = style.sgrParameters
        return "\u{1b}[0" + (parameters.isEmpty ? "" : ";" + parameters) + "m"
    }
}
