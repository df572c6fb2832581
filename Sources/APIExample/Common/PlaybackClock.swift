import Foundation

/// How the media cases show a position or a length: "MM:SS", as the original's duration labels.
enum PlaybackClock {
    static func text(_ ms: Int) -> String {
        let seconds = max(0, ms) / 1000
        return String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }
}
