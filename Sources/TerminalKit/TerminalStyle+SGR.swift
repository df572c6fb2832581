extension TerminalStyle {
    /// This style's SGR parameters ("1;4;33"), "" for the terminal's default: the one encoding both the cast
    /// serializer and `apiexample source` print, so a recording and a listing colour a role alike.
    public var sgrParameters: String {
        var codes: [String] = []
        if attributes.contains(.bold) { codes.append("1") }
        if attributes.contains(.dim) { codes.append("2") }
        if attributes.contains(.underline) { codes.append("4") }
        if attributes.contains(.reverse) { codes.append("7") }
        if foreground >= 0 { codes.append(Self.color(Int(foreground), base: 30, bright: 90, extended: 38)) }
        if background >= 0 { codes.append(Self.color(Int(background), base: 40, bright: 100, extended: 48)) }
        return codes.joined(separator: ";")
    }

    /// The 8 basic colours and their bright forms by their own codes (any terminal has them); the rest as 256-colour
    /// indices.
    private static func color(_ index: Int, base: Int, bright: Int, extended: Int) -> String {
        switch index {
        case 0..<8: String(base + index)
        case 8..<16: String(bright + index - 8)
        default: "\(extended);5;\(index)"
        }
    }
}
