import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A `parec` of a private sound server's output monitor, writing raw 48 kHz s16le stereo to a scratch file until
/// stopped.
public final class SoundRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var pid: pid_t?
    private let file: String

    init(pid: pid_t, file: String) {
        self.pid = pid
        self.file = file
    }

    deinit {
        _ = stop()
    }

    /// Stops parec (SIGINT, so it writes out what it holds) and returns the interleaved samples it recorded.
    public func stop() -> [Int16] {
        if let pid = lock.withLock({ defer { self.pid = nil }; return self.pid }) {
            kill(pid, SIGINT)
            var status: Int32 = 0
            for _ in 0..<200 where waitpid(pid, &status, WNOHANG) != pid { usleep(10_000) }
            kill(pid, SIGKILL)
            _ = waitpid(pid, &status, 0)
        }
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        try? FileManager.default.removeItem(atPath: file)
        let count = data.count / 4 * 2
        return data.withUnsafeBytes { raw in (0..<count).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) } }
    }
}
