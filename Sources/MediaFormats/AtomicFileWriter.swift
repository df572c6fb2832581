import Foundation

/// Replaces a file whole: the bytes go to a temporary file beside it (`.<name>.<pid>.<n>`, private to the user from
/// its creation), which is synced and renamed over the file, so a reader sees the old file or the new one, never half
/// of one. The project's one way to write a file atomically (settings, snapshots, pictures).
///
/// No temporary file outlives the write that made it, whatever the outcome: every step that fails (write, sync,
/// close, rename) removes it before the error is thrown. One left by a process that died mid-write (SIGKILL, a power
/// cut) is removed by the next write beside it, once its process is gone.
public struct AtomicFileWriter: Sendable {
    /// The system calls a write makes, so tests can make any of them fail (root passes every permission check).
    public struct Calls: Sendable {
        public var write: @Sendable (Int32, UnsafeRawPointer, Int) -> Int
        public var fsync: @Sendable (Int32) -> Int32
        public var rename: @Sendable (String, String) -> Int32

        public init(write: @escaping @Sendable (Int32, UnsafeRawPointer, Int) -> Int = { Glibc.write($0, $1, $2) },
                    fsync: @escaping @Sendable (Int32) -> Int32 = { Glibc.fsync($0) },
                    rename: @escaping @Sendable (String, String) -> Int32 = { Glibc.rename($0, $1) }) {
            self.write = write
            self.fsync = fsync
            self.rename = rename
        }

        public static let system = Calls()
    }

    /// Which step failed, with the errno.
    public struct Failure: Error, Equatable, Sendable {
        public enum Step: String, Sendable { case create, write, sync, close, rename }
        public let step: Step
        public let code: Int32
    }

    public let calls: Calls
    /// The mode the new file has (it keeps the temporary file's).
    public let mode: mode_t

    public init(mode: mode_t = 0o600, calls: Calls = .system) {
        self.mode = mode
        self.calls = calls
    }

    /// The prefix of the temporary files for `path`: `.<name>.`; the process id and a random number follow.
    public static func temporaryPrefix(for path: String) -> String {
        "." + (path as NSString).lastPathComponent + "."
    }

    /// Writes `bytes` as the file at `path`. The file is untouched when this throws, and no temporary file remains.
    public func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let directory = (path as NSString).deletingLastPathComponent
        let prefix = Self.temporaryPrefix(for: path)
        Self.removeAbandoned(in: directory.isEmpty ? "." : directory, prefix: prefix)
        let temporary = (directory.isEmpty ? "" : directory + "/") + prefix + "\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        // O_EXCL: never another's file; the mode from the start, since the bytes may be secret.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw Failure(step: .create, code: errno) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do throws(Failure) {
            try writeAll(bytes, to: descriptor)
            guard calls.fsync(descriptor) == 0 else { throw Failure(step: .sync, code: errno) }
        } catch {
            close(descriptor)
            throw error
        }
        // A close that fails (NFS reports write errors there) means the bytes may not all be there.
        guard close(descriptor) == 0 else { throw Failure(step: .close, code: errno) }
        guard calls.rename(temporary, path) == 0 else { throw Failure(step: .rename, code: errno) }
        renamed = true
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { calls.write(descriptor, $0.baseAddress! + done, bytes.count - done) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(step: .write, code: count < 0 ? errno : ENOSPC) }
            done += count
        }
    }

    /// Removes `<prefix><pid>.<n>` files whose process no longer exists: what a process killed mid-write left.
    /// A live process's (this one's included) may be in the middle of its own write and is left alone.
    static func removeAbandoned(in directory: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: ".")
            guard parts.count == 2, let pid = pid_t(parts[0]), UInt32(parts[1]) != nil, pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(directory + "/" + name) }
        }
    }
}
