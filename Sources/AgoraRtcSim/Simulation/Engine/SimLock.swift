import Foundation

/// A non-recursive mutex. Never call the delegate or the trace handler while holding one.
final class SimLock: @unchecked Sendable {
    private let mutex = NSLock()

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        mutex.lock()
        defer { mutex.unlock() }
        return try body()
    }
}
