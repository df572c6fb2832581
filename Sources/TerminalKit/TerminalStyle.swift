/// How one style role is drawn: colour indices (-1 = the terminal's default) and attributes.
struct TerminalStyle: Equatable, Sendable {
    /// Bit values match CN_ATTR_* in CNcurses.h.
    struct Attributes: OptionSet, Sendable {
        let rawValue: Int32
        static let bold = Attributes(rawValue: 1)
        static let reverse = Attributes(rawValue: 2)
        static let dim = Attributes(rawValue: 4)
        static let underline = Attributes(rawValue: 8)
    }

    var foreground: Int16
    var background: Int16
    var attributes: Attributes

    init(_ foreground: Int16 = -1, _ background: Int16 = -1, _ attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    var usesColor: Bool { foreground >= 0 || background >= 0 }
}
