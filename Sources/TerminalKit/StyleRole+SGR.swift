extension StyleRole {
    /// The ANSI SGR sequence that draws this role as the theme does on a terminal with `colors` colours, for text
    /// printed outside the screen (`apiexample source`); "" for a role drawn plain. End the run with `sgrReset`.
    public func sgr(mode: ColorMode = .color, colors: Int = 8) -> String {
        let style = TerminalTheme.style(for: self, mode: mode, colors: colors)
        var codes: [String] = []
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.reverse) { codes.append("7") }
        if style.foreground >= 0 { codes.append(Self.color(style.foreground, base: 30)) }
        if style.background >= 0 { codes.append(Self.color(style.background, base: 40)) }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    public static let sgrReset = "\u{1B}[0m"

    private static func color(_ index: Int16, base: Int) -> String {
        index < 8 ? String(base + Int(index)) : "\(base + 8);5;\(index)"
    }
}
