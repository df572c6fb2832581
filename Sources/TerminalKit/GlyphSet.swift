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

    public static let unicode = GlyphSet(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        meterFull: "█", meterEmpty: "░", pointer: ">",
        lumaRamp: [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"]
    )

    public static let ascii = GlyphSet(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        meterFull: "#", meterEmpty: ".", pointer: ">",
        lumaRamp: [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"]
    )
}
