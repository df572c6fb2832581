import CaseSource
import TerminalKit

/// One line of source: the gutter (line number, then `>` on the line of the session's last call or `•` on a line it
/// ran), then the coloured text from `column` on. Text wider than the screen ends in a marker (`›`), and one scrolled
/// sideways starts with one (`‹`); a wide glyph cut by either edge shows as a blank, so columns never shift.
struct SourceLineRow {
    enum Mark { case none, ran, current }

    var number: Int
    var numberWidth: Int
    var text: String
    var tokens: [SourceToken]
    var mark: Mark
    /// The line asked for, or the line of the current search match: its number is highlighted.
    var isSpot: Bool
    /// Search matches in this line, by Character offsets.
    var matches: [Range<Int>]
    var column: Int

    func draw(in buffer: inout CellBuffer, y: Int, context: RenderContext) {
        let label = String(number)
        let numberStyle: StyleRole = isSpot ? .selected : mark == .current ? .accent : .dim
        buffer.put(String(repeating: " ", count: max(0, numberWidth - label.count)) + label, x: 1, y: y, style: numberStyle)
        let markX = 1 + numberWidth + 1
        switch mark {
        case .none: break
        case .ran: buffer.put(context.glyphs.ran, x: markX, y: y, style: .success)
        case .current: buffer.put(context.glyphs.pointer, x: markX, y: y, style: .accent)
        }
        drawText(in: &buffer, x: markX + 2, y: y, glyphs: context.glyphs)
    }

    private func drawText(in buffer: inout CellBuffer, x left: Int, y: Int, glyphs: GlyphSet) {
        let right = buffer.width
        var styles = Array(repeating: StyleRole.normal, count: text.count)
        for token in tokens where token.kind != .plain {
            for offset in token.range where offset < styles.count { styles[offset] = SourceStyle.role(for: token.kind) }
        }
        for match in matches {
            for offset in match where offset < styles.count { styles[offset] = .selected }
        }
        let count = styles.count
        var skipped = 0
        var x = left
        for (offset, character) in text.enumerated() {
            // A tab as the four blanks the case files indent with.
            let glyph = character == "\t" ? "    " : String(character)
            let width = character == "\t" ? 4 : DisplayWidth.of(character)
            if width == 0 { continue }
            if skipped < column {
                skipped += width
                // The right half of a wide glyph cut by the left edge.
                if skipped > column {
                    buffer.put(String(repeating: " ", count: skipped - column), x: x, y: y, style: .normal)
                    x += skipped - column
                }
                continue
            }
            if x + width > right - 1, offset < count - 1 || x + width > right {
                buffer.put(glyphs.moreRight, x: right - 1, y: y, style: .dim)
                return
            }
            buffer.put(glyph, x: x, y: y, style: styles[offset])
            x += width
        }
        if column > 0 { buffer.put(glyphs.moreLeft, x: left - 1, y: y, style: .dim) }
    }
}
