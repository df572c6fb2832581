/// Pure decisions about what the terminal can draw.
enum TerminalProfile {
    /// Unicode lines need a UTF-8 locale; VT100-class terminals only have ACS, never UTF-8.
    static func glyphs(utf8Locale: Bool, term: String?) -> GlyphSet {
        guard utf8Locale else { return .ascii }
        let name = term ?? ""
        return name.hasPrefix("vt1") || name.hasPrefix("vt2") ? .ascii : .unicode
    }
}
