/// One character cell of a text screen as a screen capture sees it: how much of the cell its glyph inks, and the
/// brightness of the ink and of the paper. Not an SDK type.
public struct AgoraSimScreenCell: Sendable, Equatable {
    /// Share of the cell the glyph covers: 0 (a space) … 255 (a full block).
    public var ink: UInt8
    /// Luma (video range, 16…235) of the glyph and of the cell's background.
    public var foreground: UInt8
    public var background: UInt8

    public init(ink: UInt8, foreground: UInt8, background: UInt8) {
        self.ink = ink
        self.foreground = foreground
        self.background = background
    }
}
