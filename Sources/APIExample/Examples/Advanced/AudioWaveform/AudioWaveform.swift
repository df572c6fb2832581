/// The original's waveform view (ZSNBoxingView) as numbers: at 6 frames a second the latest volume (0–255) becomes
/// max(0, (v + 37.5) × 3.2) / 2 and is pushed to the front of a ten-slot history; the twenty bars are that history
/// mirrored about a centre gap, the newest next to it.
struct AudioWaveform: Equatable {
    static let historyCount = 10
    static let framesPerSecond = 6.0
    /// What the loudest volume (255) becomes: a full-height bar.
    static let fullScale = scaled(255)

    static func scaled(_ volume: Int) -> Double { max(0, (Double(volume) + 37.5) * 3.2) / 2 }

    /// The volume the next frame takes.
    var level = 0
    private(set) var history = [Double](repeating: 0, count: historyCount)

    /// One frame of the view's animation.
    mutating func advance() {
        history.insert(Self.scaled(level), at: 0)
        history.removeLast()
    }

    /// Each bar's height as a fraction of the full height, left to right.
    var bars: [Double] {
        let side = history.map { min(1, $0 / Self.fullScale) }
        return side.reversed() + side
    }
}
