import TerminalKit

/// The background colour of a video canvas, where the SDK shows it: the part of the view the picture does not
/// cover (the bars of `fit`) and the whole view while there is no picture. The SDK takes the colour as RGBA; alpha
/// 0 (its default, transparent black) leaves the terminal's own background, as the tiles always had, and any other
/// alpha is drawn opaque, since a cell has no transparency.
enum CanvasBackground {
    /// What a canvas of `rgba` paints each cell with; nil when it is transparent.
    static func cell(_ rgba: UInt32, glyphs: GlyphSet) -> Cell? {
        guard rgba & 0xff != 0 else { return nil }
        let rgb = rgba >> 8
        // Black needs no mark in monochrome: it is what the bars of a dark terminal look like anyway.
        return Cell(text: rgb == 0 ? " " : glyphs.canvasFill, style: .canvas, color: rgb)
    }

    /// Paints `area` outside `picture` (all of it when there is no picture).
    static func draw(_ rgba: UInt32, in buffer: inout CellBuffer, area: Rect, around picture: Rect? = nil, glyphs: GlyphSet) {
        guard let cell = cell(rgba, glyphs: glyphs), let glyph = cell.text.first else { return }
        let bars: [Rect]
        if let picture, !picture.isEmpty {
            bars = [
                Rect(x: area.x, y: area.y, width: area.width, height: picture.y - area.y),
                Rect(x: area.x, y: picture.maxY, width: area.width, height: area.maxY - picture.maxY),
                Rect(x: area.x, y: picture.y, width: picture.x - area.x, height: picture.height),
                Rect(x: picture.maxX, y: picture.y, width: area.maxX - picture.maxX, height: picture.height),
            ]
        } else {
            bars = [area]
        }
        for bar in bars { buffer.fill(bar, with: glyph, style: .canvas, color: cell.color) }
    }
}
