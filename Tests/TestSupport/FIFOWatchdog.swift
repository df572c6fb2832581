import Foundation

/// A FIFO standing where a test types a path, for checks that nothing blocks on one. Should the code under test
/// block opening it anyway (the bug these tests guard against), the watchdog opens it from both ends after
/// `seconds`, then closes it: a blocked open returns and a blocked read sees end of file, so the test fails
/// (`fired`) instead of hanging the whole run.
public final class FIFOWatchdog: @unchecked Sendable {
    public let path: String
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var finished = false
    private var didFire = false

    public init(path: String, seconds: Double = 10) throws {
        guard mkfifo(path, 0o600) == 0 else { throw ScratchError("mkfifo \(path) failed: errno \(errno)") }
        self.path = path
        // A thread of its own: the code it watches may be stuck on a thread of dispatch's global pool, and with two
        // cores that pool may have no other thread to run a timer on.
        Thread.detachNewThread { [self] in
            Thread.sleep(forTimeInterval: seconds)
            fire()
        }
    }

    /// Whether the watchdog had to unblock someone: the test was still running after `seconds`.
    public var fired: Bool { lock.withLock { didFire } }

    /// The test is over; the watchdog stands down.
    public func stop() {
        lock.withLock { finished = true }
    }

    private func fire() {
        let proceed = lock.withLock { () -> Bool in
            guard !finished else { return false }
            didFire = true
            return true
        }
        guard proceed else { return }
        // O_RDWR holds both ends of a FIFO without waiting (Linux), which releases an open blocked on either end.
        let descriptor = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        usleep(200_000)
        close(descriptor)
    }
}
