/// Maps style roles to colours (colour mode) or to attributes only (monochrome), keeping selection and
/// focus visible without colour.
enum TerminalTheme {
    private static let black: Int16 = 0, red: Int16 = 1, green: Int16 = 2, yellow: Int16 = 3
    private static let blue: Int16 = 4, magenta: Int16 = 5, cyan: Int16 = 6, white: Int16 = 7

    /// Colour needs a pair per role plus pair 0, and the 8 basic colours.
    static func effectiveMode(requested: ColorMode, hasColors: Bool, colors: Int, colorPairs: Int) -> ColorMode {
        guard requested == .color, hasColors, colors >= 8, colorPairs > StyleRole.allCases.count else {
            return .monochrome
        }
        return .color
    }

    /// The colour pair number for `role`, 0 when the role uses the default colours.
    static func pair(for role: StyleRole, mode: ColorMode, colors: Int) -> Int16 {
        style(for: role, mode: mode, colors: colors).usesColor ? Int16(role.rawValue) + 1 : 0
    }

    static func style(for role: StyleRole, mode: ColorMode, colors: Int) -> TerminalStyle {
        switch mode {
        case .monochrome: monochrome(role)
        case .color: colors >= 256 ? (palette256(role) ?? basic(role)) : basic(role)
        }
    }

    /// A canvas cell of colour `rgb` (0xRRGGBB): the nearest colour the terminal has, as background and foreground
    /// alike, so the cell is solid colour and the fill glyph (monochrome's mark of the background) does not show;
    /// in monochrome, no colour at all.
    static func canvas(_ rgb: UInt32, mode: ColorMode, colors: Int) -> TerminalStyle {
        guard mode == .color else { return TerminalStyle() }
        let index = TerminalPalette.nearest(rgb, colors: colors)
        return TerminalStyle(index, index)
    }

    private static func monochrome(_ role: StyleRole) -> TerminalStyle {
        switch role {
        case .normal, .border, .success, .hint, .meter, .video, .canvas: TerminalStyle()
        // Without colour, code keeps only what matters to someone learning the SDK: its calls and callbacks stand
        // out, comments recede; keywords, types and literals read as plain text.
        case .codeKeyword, .codeType, .codeString, .codeNumber: TerminalStyle()
        case .codeComment, .codeDirective: TerminalStyle(-1, -1, .dim)
        case .codeCall: TerminalStyle(-1, -1, .bold)
        case .codeDelegate: TerminalStyle(-1, -1, [.bold, .underline])
        case .dim: TerminalStyle(-1, -1, .dim)
        case .title, .header, .accent, .warning: TerminalStyle(-1, -1, .bold)
        case .selected, .hintKey: TerminalStyle(-1, -1, .reverse)
        case .focused: TerminalStyle(-1, -1, [.reverse, .bold])
        case .error: TerminalStyle(-1, -1, [.bold, .underline])
        case .input: TerminalStyle(-1, -1, .underline)
        }
    }

    private static func basic(_ role: StyleRole) -> TerminalStyle {
        switch role {
        // A canvas's colour is the cell's own (`canvas(_:mode:colors:)`), not the role's.
        case .normal, .hint, .video, .canvas: TerminalStyle()
        case .dim: TerminalStyle(-1, -1, .dim)
        case .title: TerminalStyle(cyan, -1, .bold)
        case .header: TerminalStyle(yellow, -1, .bold)
        case .selected: TerminalStyle(black, cyan)
        case .focused: TerminalStyle(white, blue, .bold)
        case .border: TerminalStyle(blue)
        case .accent: TerminalStyle(magenta, -1, .bold)
        case .error: TerminalStyle(red, -1, .bold)
        case .warning: TerminalStyle(yellow)
        case .success, .meter: TerminalStyle(green)
        case .hintKey: TerminalStyle(black, cyan, .bold)
        case .input: TerminalStyle(-1, -1, .underline)
        case .codeKeyword: TerminalStyle(magenta)
        case .codeType: TerminalStyle(cyan)
        case .codeString: TerminalStyle(red)
        case .codeNumber: TerminalStyle(blue)
        case .codeComment: TerminalStyle(-1, -1, .dim)
        case .codeDirective: TerminalStyle(yellow)
        case .codeCall: TerminalStyle(green, -1, .bold)
        case .codeDelegate: TerminalStyle(green, -1, [.bold, .underline])
        }
    }

    /// Greys and a deeper blue where 256 colours exist; other roles keep the basic colours.
    private static func palette256(_ role: StyleRole) -> TerminalStyle? {
        switch role {
        case .dim: TerminalStyle(245)
        case .border: TerminalStyle(244)
        case .hint: TerminalStyle(250)
        case .focused: TerminalStyle(15, 25, .bold)
        // Basic blue is too dark on a dark background for text; comments are grey as dim text is.
        case .codeNumber: TerminalStyle(75)
        case .codeComment: TerminalStyle(245)
        default: nil
        }
    }
}
