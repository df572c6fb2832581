/// The colour pairs canvas cells are drawn with, made as their colours first appear: the roles' pairs are fixed
/// (1…StyleRole.allCases.count), canvases can be any colour, so each terminal colour a canvas uses gets the next
/// free pair after them. When the terminal has no pair left, a canvas is drawn without colour and its fill glyph
/// shows instead, as in monochrome.
struct CanvasPairs {
    /// A pair the terminal must be told about (init_pair) before it is used.
    struct NewPair: Equatable {
        let pair: Int16
        let color: Int16
    }

    private let mode: ColorMode
    private let colors: Int
    private let limit: Int
    private var next: Int
    private var pairsByColor: [Int16: Int16] = [:]
    /// The pair of each canvas colour seen so far (0: none), so a frame's bars cost one lookup a cell.
    private var pairsByRGB: [UInt32: Int16] = [:]

    /// `colorPairs` is the terminal's COLOR_PAIRS.
    init(mode: ColorMode, colors: Int, colorPairs: Int) {
        self.mode = mode
        self.colors = colors
        next = StyleRole.allCases.count + 1
        limit = min(colorPairs, Int(Int16.max) + 1)
    }

    /// The pair for a canvas of colour `rgb` (0xRRGGBB), and the pair to set up first when it is a new one.
    mutating func pair(for rgb: UInt32) -> (pair: Int16, new: NewPair?) {
        if let known = pairsByRGB[rgb] { return (known, nil) }
        guard mode == .color else {
            pairsByRGB[rgb] = 0
            return (0, nil)
        }
        let color = TerminalTheme.canvas(rgb, mode: mode, colors: colors).background
        if let shared = pairsByColor[color] {
            pairsByRGB[rgb] = shared
            return (shared, nil)
        }
        guard next < limit else {
            pairsByRGB[rgb] = 0
            return (0, nil)
        }
        let pair = Int16(next)
        next += 1
        pairsByColor[color] = pair
        pairsByRGB[rgb] = pair
        return (pair, NewPair(pair: pair, color: color))
    }
}
