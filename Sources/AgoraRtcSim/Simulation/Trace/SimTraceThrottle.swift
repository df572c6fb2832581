/// Keeps high-rate calls and callbacks (10 ms audio frames, 100 ms pushes and pulls) from flooding the trace:
/// the first one is traced, then one line a second counting the rest, and at once whenever a call's return
/// code changes (so an error is never hidden).
struct SimTraceThrottle: Sendable {
    static let period = 1.0

    private struct Entry: Sendable {
        var tracedAt: Double
        var skipped: Int
        var result: Int32?
    }

    private var entries: [String: Entry] = [:]

    /// nil: don't trace this one. Otherwise the text to append to its detail and whether it is a periodic summary.
    mutating func admit(_ key: String, at now: Double, result: Int32? = nil) -> (suffix: String, periodic: Bool)? {
        guard var entry = entries[key], entry.result == result else {
            entries[key] = Entry(tracedAt: now, skipped: 0, result: result)
            return ("", false)
        }
        entry.skipped += 1
        let elapsed = now - entry.tracedAt
        guard elapsed >= Self.period - 1e-9 else {
            entries[key] = entry
            return nil
        }
        entries[key] = Entry(tracedAt: now, skipped: 0, result: result)
        let seconds = (elapsed * 10).rounded() / 10
        return (" [\(entry.skipped) in \(seconds) s]", true)
    }
}
