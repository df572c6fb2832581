import Glibc

/// Polls until a condition holds or a deadline passes. Every end-to-end wait goes through here.
enum Poll {
    static let interval: UInt32 = 20_000
    /// The first wait: most things waited for (a tmux command, a redraw) take a few milliseconds, and a fixed 20 ms
    /// sleep made every one of them cost at least that, which the size sweeps (hundreds of waits) felt.
    static let firstInterval: UInt32 = 1_000

    /// Calls `probe` until it returns a value, 1 ms after the first try and then twice as long each time up to
    /// 20 ms; throws `E2EFailure.timedOut` with `describe()` otherwise.
    static func until<T>(
        _ what: String,
        timeout: Double = 10,
        probe: () throws -> T?,
        describe: () -> String
    ) throws -> T {
        let deadline = now() + timeout
        var pause = firstInterval
        while true {
            if let value = try probe() { return value }
            if now() >= deadline { throw E2EFailure.timedOut(what, after: timeout, seen: describe()) }
            usleep(pause)
            pause = min(pause * 2, interval)
        }
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
