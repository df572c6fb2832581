/// The terminal colour nearest to a 24-bit one. Terminals do not say what their colours look like, so this
/// assumes xterm's defaults: with 256 colours only the 6×6×6 cube and the grey ramp (16–255), which themes leave
/// alone; with 16 or 8, the basic colours as xterm draws them. "Nearest" is the smallest squared distance in RGB.
enum TerminalPalette {
    /// The colour index for `rgb` (0xRRGGBB) on a terminal with `colors` colours (at least 8).
    static func nearest(_ rgb: UInt32, colors: Int) -> Int16 {
        let target = (Int(rgb >> 16 & 0xff), Int(rgb >> 8 & 0xff), Int(rgb & 0xff))
        let candidates = colors >= 256 ? 16..<256 : 0..<(colors >= 16 ? 16 : 8)
        var best = candidates.lowerBound, bestDistance = Int.max
        for index in candidates {
            let (r, g, b) = components(index)
            let distance = square(r - target.0) + square(g - target.1) + square(b - target.2)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return Int16(best)
    }

    /// xterm's default RGB for a colour index.
    static func components(_ index: Int) -> (Int, Int, Int) {
        switch index {
        case 0..<16: return basic[index]
        case 16..<232:
            let cube = index - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let grey = 8 + 10 * (index - 232)
            return (grey, grey, grey)
        }
    }

    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    private static let basic = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    private static func square(_ value: Int) -> Int { value * value }
}
