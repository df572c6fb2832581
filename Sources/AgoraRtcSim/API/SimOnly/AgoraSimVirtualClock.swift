import Dispatch
import Foundation

/// Simulated time for tests and headless runs: nothing happens until `advance(by:)`, which runs every
/// due timer in time order (ties in scheduling order) synchronously on the calling thread.
public final class AgoraSimVirtualClock: AgoraSimClock, @unchecked Sendable {
    private struct Timer {
        let due: Double
        let sequence: Int
        let action: @Sendable () -> Void
    }

    private let lock = NSLock()
    private var current: Double = 0
    private var sequence = 0
    private var timers: [Timer] = []
    private var fired = 0

    /// Unix time at virtual time 0 (default 2026-01-01T00:00:00Z), so tokens built in virtual time are coherent.
    public let unixOrigin: Double

    public init(unixOrigin: Double = 1_767_225_600) {
        self.unixOrigin = unixOrigin
    }

    public var unixNow: Double { unixOrigin + now }

    public var now: Double {
        lock.lock(); defer { lock.unlock() }
        return current
    }

    /// Number of timers still waiting (useful to check that a destroyed engine went quiet).
    public var pendingTimerCount: Int {
        lock.lock(); defer { lock.unlock() }
        return timers.count
    }

    /// Timers fired so far: on the wall clock each would have been a wake-up of the engine's queue, so tests count
    /// what an engine costs in wake-ups with it.
    public var firedTimerCount: Int {
        lock.lock(); defer { lock.unlock() }
        return fired
    }

    public func schedule(after delay: Double, on queue: DispatchQueue, _ action: @escaping @Sendable () -> Void) {
        lock.lock(); defer { lock.unlock() }
        sequence += 1
        let timer = Timer(due: current + max(0, delay), sequence: sequence, action: action)
        let index = timers.firstIndex { ($0.due, $0.sequence) > (timer.due, timer.sequence) } ?? timers.count
        timers.insert(timer, at: index)
    }

    /// Moves time forward by `seconds`, firing due timers (including ones they schedule) along the way.
    public func advance(by seconds: Double) {
        let target = now + max(0, seconds)
        while let action = popDue(upTo: target) {
            action()
        }
        lock.lock()
        if current < target { current = target }
        lock.unlock()
    }

    private func popDue(upTo target: Double) -> (@Sendable () -> Void)? {
        lock.lock(); defer { lock.unlock() }
        guard let first = timers.first, first.due <= target else { return nil }
        timers.removeFirst()
        fired += 1
        current = max(current, first.due)
        return first.action
    }
}
