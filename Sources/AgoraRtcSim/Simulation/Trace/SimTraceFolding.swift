/// What the engine's trace folds so frame-rate traffic does not drown it: calls and callbacks that come at frame
/// rate (one line every 2 s stands for them) and high-rate calls through the throttle (one counted line a second).
struct SimTraceFolding: Sendable {
    /// How often a frame-rate call or callback gets a line in the trace.
    static let repeatingPeriodMs = 2000

    /// Frame-rate calls and callbacks, by key.
    private var repeating: [String: SimRepeatingTrace] = [:]
    private var throttle = SimTraceThrottle()

    /// A frame-rate call or callback happened at `nowMs`: 0 when it is traced as usual (the first one), nil when it
    /// is folded into the next line, else how many the periodic line it gets stands for.
    mutating func repeated(_ key: String, atMs nowMs: Int) -> Int? {
        guard var entry = repeating[key] else {
            repeating[key] = SimRepeatingTrace(lastTracedMs: nowMs, untraced: 0)
            return 0
        }
        guard nowMs - entry.lastTracedMs >= Self.repeatingPeriodMs else {
            entry.untraced += 1
            repeating[key] = entry
            return nil
        }
        repeating[key] = SimRepeatingTrace(lastTracedMs: nowMs, untraced: 0)
        return entry.untraced + 1
    }

    /// Starts the frame-rate lines of `key` afresh: its next one is traced as a first.
    mutating func restartRepeating(_ key: String) {
        repeating[key] = nil
    }

    /// Starts afresh every frame-rate line whose key matches.
    mutating func restartRepeating(where matches: (String) -> Bool) {
        repeating = repeating.filter { !matches($0.key) }
    }

    /// nil: don't trace this one. Otherwise the text to append to its detail and whether it is a periodic summary
    /// (`SimTraceThrottle`).
    mutating func admit(_ key: String, at now: Double, result: Int32? = nil) -> (suffix: String, periodic: Bool)? {
        throttle.admit(key, at: now, result: result)
    }
}
