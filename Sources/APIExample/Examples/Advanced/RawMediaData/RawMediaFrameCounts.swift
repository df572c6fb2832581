import Foundation

/// How many frames each of RawMediaData's observer callbacks received since the screen last looked. The callbacks
/// arrive on the engine's queue (hundreds a second); the tiles read the counts once per stats report.
final class RawMediaFrameCounts: Sendable {
    enum Position: Hashable, Sendable {
        case capture, record, playback, mixed
        case render(UInt)
        case beforeMixing(UInt)
    }

    private let counts = Locked<[Position: Int]>([:])

    func add(_ position: Position) {
        counts.withLock { $0[position, default: 0] += 1 }
    }

    /// The counts since the last call; counting starts over.
    func take() -> [Position: Int] {
        counts.withLock { counts in
            defer { counts = [:] }
            return counts
        }
    }
}
