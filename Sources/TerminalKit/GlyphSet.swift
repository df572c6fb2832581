/// Box-drawing and meter glyphs, with an ASCII set for terminals that cannot draw Unicode lines.
public struct GlyphSet: Equatable, Sendable {
    public var horizontal: String
    public var vertical: String
    public var topLeft: String
    public var topRight: String
    public var bottomLeft: String
    public var bottomRight: String
    public var meterFull: String
    public var meterEmpty: String
    public var pointer: String
    /// Dark → bright, one glyph per luma level, for ASCII video.
    public var lumaRamp: [String]
    /// What a coloured canvas background is filled with: hidden under the colour where the terminal has colours,
    /// the visible mark of the background in monochrome. Not in the luma ramp, so it never reads as picture.
    public var canvasFill: String
    /// The source view's gutter mark of a line the session has run.
    public var ran: String = "•"
    /// Where a line of text goes on past the right edge, or starts before the left one (scrolled sideways).
    public var moreRight: String = "›"
    public var moreLeft: String = "‹"

    public static let unicode = GlyphSet(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        meterFull: "█", meterEmpty: "░", pointer: ">",
        lumaRamp: [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"], canvasFill: "░"
    )

    public static let ascii = GlyphSet(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        meterFull: "#", meterEmpty: ".", pointer: ">",
        lumaRamp: [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"], canvasFill: "/", ran: "*", moreRight: "$", moreLeft: "$"
    )
}
