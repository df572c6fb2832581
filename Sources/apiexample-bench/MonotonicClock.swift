import Glibc

/// Seconds on CLOCK_MONOTONIC, and sleeping.
enum MonotonicClock {
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func sleep(_ seconds: Double) {
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - Double(Int(seconds))) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == EINTR { request = remaining }
    }

    /// Polls `condition` every millisecond; false when `timeout` passes first.
    static func wait(timeout: Double, until condition: () -> Bool) -> Bool {
        let deadline = now() + timeout
        while !condition() {
            if now() >= deadline { return false }
            sleep(0.001)
        }
        return true
    }
}
