/// One terminal cell: a grapheme (empty for the right half of a wide glyph) and its style role.
public struct Cell: Equatable, Sendable {
    public var text: String
    public var style: StyleRole

    public init(text: String = " ", style: StyleRole = .normal) {
        self.text = text
        self.style = style
    }

    /// The right half of a double-width glyph: nothing is drawn there.
    public var isContinuation: Bool { text.isEmpty }

    public static let blank = Cell()
}
