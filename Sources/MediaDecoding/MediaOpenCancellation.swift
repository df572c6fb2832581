import Foundation

/// Lets another thread abandon a `MediaFile.open` waiting on a slow source (a stalled URL): `cancel()` makes it
/// fail with `.interrupted` at once, or at its start when it has not begun. One per open.
public final class MediaOpenCancellation: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`: the handle being opened, valid while set (open clears it before freeing the handle).
    private var handle: OpaquePointer?
    private var library: MediaCodecLibrary?
    private var cancelled = false

    public init() {}

    public var isCancelled: Bool { lock.withLock { cancelled } }

    public func cancel() {
        lock.withLock {
            cancelled = true
            if let handle, let library { library.interrupt(handle) }
        }
    }

    /// The open is about to block on `handle`; false when it was cancelled already.
    func attach(_ handle: OpaquePointer, _ library: MediaCodecLibrary) -> Bool {
        lock.withLock {
            guard !cancelled else { return false }
            self.handle = handle
            self.library = library
            return true
        }
    }

    /// The open is over: `cancel()` no longer reaches the handle.
    func detach() {
        lock.withLock {
            handle = nil
            library = nil
        }
    }
}
