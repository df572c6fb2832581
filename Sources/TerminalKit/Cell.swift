/// One terminal cell: a grapheme (empty for the right half of a wide glyph) and its style role.
public struct Cell: Equatable, Sendable {
    public var text: String
    public var style: StyleRole
    /// 0xRRGGBB for a `.canvas` cell, which the theme draws in the nearest colour the terminal has; unused by
    /// the other roles, whose colours are the theme's.
    public var color: UInt32

    public init(text: String = " ", style: StyleRole = .normal, color: UInt32 = 0) {
        self.text = text
        self.style = style
        self.color = color
    }

    /// The right half of a double-width glyph: nothing is drawn there.
    public var isContinuation: Bool { text.isEmpty }

    public static let blank = Cell()
}
