import Foundation

/// Delays appended on the engine's queue, read by the benchmark.
final class DelaySamples: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    func append(_ value: Int) {
        lock.lock(); defer { lock.unlock() }
        values.append(value)
    }

    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return values.count
    }

    var taken: [Int] {
        lock.lock(); defer { lock.unlock() }
        return values
    }

    func reset() {
        lock.lock(); defer { lock.unlock() }
        values = []
    }
}
