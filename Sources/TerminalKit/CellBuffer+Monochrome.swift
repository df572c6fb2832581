extension CellBuffer {
    /// What the monochrome theme draws in each cell, one letter per cell (wide glyphs once): space for plain,
    /// `d` dim, `b` bold, `u` underline, `e` bold+underline (errors), `r` reverse (selection), `R` reverse+bold
    /// (focus). Snapshots of it show that selection and focus stay visible without colour.
    public var monochromeLines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                let cell = self[column, row]
                if cell.isContinuation { continue }
                let attributes = TerminalTheme.style(for: cell.style, mode: .monochrome, colors: 0).attributes
                line.append(Self.letter(for: attributes))
            }
            return line
        }
    }

    private static func letter(for attributes: TerminalStyle.Attributes) -> Character {
        switch attributes {
        case [.reverse, .bold]: "R"
        case .reverse: "r"
        case [.bold, .underline]: "e"
        case .bold: "b"
        case .underline: "u"
        case .dim: "d"
        default: " "
        }
    }
}
