/// Where the audio echo test's two countdowns are: speak for `interval` seconds, then listen as long.
enum PrecallEchoPhase: Equatable, Sendable {
    case idle
    /// Seconds left to speak.
    case speaking(Int)
    /// Seconds left of the playback.
    case listening(Int)

    /// One second later: the next count (10 down to 1), the second countdown after the first, idle after both, so
    /// each phase lasts `interval` seconds.
    func ticked(interval: Int) -> PrecallEchoPhase {
        switch self {
        case .idle: .idle
        case .speaking(let left): left > 1 ? .speaking(left - 1) : .listening(interval)
        case .listening(let left): left > 1 ? .listening(left - 1) : .idle
        }
    }
}
