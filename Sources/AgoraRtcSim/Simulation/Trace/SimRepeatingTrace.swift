/// Throttling state for a call or callback that repeats at frame rate (see `traceRepeating`).
struct SimRepeatingTrace: Sendable {
    /// When the last line for it was traced.
    var lastTracedMs: Int
    /// How many happened since (not traced).
    var untraced: Int
}
