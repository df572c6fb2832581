import Foundation

/// Each picture from another instance as it arrived (its sender and delay end to end), appended on the engine's
/// queue and read by the benchmark.
final class PictureArrivals: @unchecked Sendable {
    private let lock = NSLock()
    private var arrivals: [(uid: UInt, delayMs: Int)] = []

    func append(uid: UInt, delayMs: Int) {
        lock.lock(); defer { lock.unlock() }
        arrivals.append((uid, delayMs))
    }

    /// The senders heard from so far.
    var senders: Set<UInt> {
        lock.lock(); defer { lock.unlock() }
        return Set(arrivals.map(\.uid))
    }

    var taken: [(uid: UInt, delayMs: Int)] {
        lock.lock(); defer { lock.unlock() }
        return arrivals
    }

    func reset() {
        lock.lock(); defer { lock.unlock() }
        arrivals = []
    }
}
