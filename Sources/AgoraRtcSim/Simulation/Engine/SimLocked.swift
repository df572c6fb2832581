import Foundation

/// A value behind an NSLock (a pthread mutex ThreadSanitizer sees), for state that lives outside an engine.
final class SimLocked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
