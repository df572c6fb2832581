import Foundation
import Glibc

/// The app running on a fresh pseudo-terminal (forkpty: its own session, the pty as controlling terminal, 100x30).
/// A thread reads and discards the master side, counting bytes and watching for markers.
final class PtyProcess {
    let pid: pid_t
    let output: PtyOutput
    /// Monotonic time just before the fork.
    let startedAt: Double
    private let master: Int32
    private var exitStatus: Int32?

    init(path: String, arguments: [String], environment: [String: String], markers: [String] = []) throws {
        // Everything the child needs is built before the fork: after it, the child only calls execve and _exit.
        let argv = CStringArray([path] + arguments)
        let envp = CStringArray(environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
        defer {
            argv.free()
            envp.free()
        }
        var size = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        var masterDescriptor: Int32 = -1
        startedAt = MonotonicClock.now()
        let child = forkpty(&masterDescriptor, nil, nil, &size)
        if child == 0 {
            execve(argv.pointer[0]!, argv.pointer, envp.pointer)
            _exit(127)
        }
        guard child > 0 else { throw BenchError("forkpty failed: errno \(errno)") }
        pid = child
        master = masterDescriptor
        output = PtyOutput(markers: markers)
        ChildGuard.watch(child)
        let reader = Thread { [master, output] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count > 0 {
                    output.append(buffer[0..<count], at: MonotonicClock.now())
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            output.markClosed()
        }
        reader.start()
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        ChildGuard.release(pid)
        // Close only after the reader has stopped using the descriptor.
        _ = MonotonicClock.wait(timeout: 2) { output.isClosed }
        close(master)
    }

    /// Waits until `marker` has appeared in the output; returns the time it was read.
    func waitFor(_ marker: String, timeout: Double) throws -> Double {
        try requireWatched(marker)
        guard MonotonicClock.wait(timeout: timeout, until: { output.foundAt(marker) != nil }),
              let time = output.foundAt(marker)
        else { throw BenchError("'\(marker)' did not appear within \(timeout) s (\(output.bytes) bytes read)") }
        return time
    }

    /// Waits until `marker` is on the screen, where `waitFor` may miss it: curses sends only the cells that changed,
    /// so text replacing text that shares some cells never reaches the pty whole. SIGWINCH with the size unchanged
    /// makes the app repaint the whole screen, as after a resize; asked again until the marker shows.
    func waitForOnScreen(_ marker: String, timeout: Double) throws {
        try requireWatched(marker)
        let deadline = MonotonicClock.now() + timeout
        repeat {
            kill(pid, SIGWINCH)
            if MonotonicClock.wait(timeout: 0.5, until: { output.foundAt(marker) != nil }) { return }
        } while MonotonicClock.now() < deadline
        throw BenchError("'\(marker)' was not on the screen within \(timeout) s (\(output.bytes) bytes read)")
    }

    private func requireWatched(_ marker: String) throws {
        guard output.watches(marker) else { throw BenchError("'\(marker)' is not among the markers the pty reader looks for") }
    }

    /// Types keys as a terminal would send them (Enter is "\r").
    func send(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits for the app to exit; kills it after `timeout` seconds. Returns the exit code, nil if killed.
    @discardableResult
    func waitForExit(timeout: Double) -> Int32? {
        var status: Int32 = 0
        let exited = MonotonicClock.wait(timeout: timeout) { waitpid(pid, &status, WNOHANG) == pid }
        if !exited {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        exitStatus = status
        ChildGuard.release(pid)
        return exited && status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }
}
