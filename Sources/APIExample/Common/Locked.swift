import Foundation

/// A value behind a lock, with the `withLock` of Synchronization's `Mutex`. The app's code takes this one instead:
/// on Linux, ThreadSanitizer cannot see `Mutex`'s lock and unlock in debug builds and reports the value it guards
/// as raced (measured: reports come and go from run to run), while NSLock is a pthread mutex it does see.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
