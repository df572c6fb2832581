import Glibc

/// Polls until a condition holds or a deadline passes. Every end-to-end wait goes through here.
enum Poll {
    static let interval: UInt32 = 20_000

    /// Calls `probe` every 20 ms until it returns a value; throws `E2EFailure.timedOut` with `describe()` otherwise.
    static func until<T>(
        _ what: String,
        timeout: Double = 10,
        probe: () throws -> T?,
        describe: () -> String
    ) throws -> T {
        let deadline = now() + timeout
        while true {
            if let value = try probe() { return value }
            if now() >= deadline { throw E2EFailure.timedOut(what, after: timeout, seen: describe()) }
            usleep(interval)
        }
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
