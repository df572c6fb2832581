import AgoraRtcSim
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The few POSIX calls the local rendezvous needs, on a stream Unix socket at a path.
enum SimUnixSocket {
    enum ConnectResult {
        case connected(Int32)
        /// Nobody listens there: no file, or a file a dead host left behind.
        case nobody(stale: Bool)
        case failed
    }

    private static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    private static func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T? {
        guard var address = address(path) else { return nil }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    private static func newSocket() -> Int32? {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        return fd >= 0 ? fd : nil
    }

    static func connect(_ path: String) -> ConnectResult {
        guard let fd = newSocket() else { return .failed }
        let result = withAddress(path) { Glibc.connect(fd, $0, $1) } ?? -1
        if result == 0 { return .connected(fd) }
        let error = errno
        close(fd)
        switch error {
        case ENOENT: return .nobody(stale: false)
        case ECONNREFUSED: return .nobody(stale: true)
        default: return .failed
        }
    }

    /// A listening socket at `path`, readable and writable by its owner only; nil when the path is taken.
    static func listen(_ path: String) -> Int32? {
        guard let fd = newSocket() else { return nil }
        // Made 0600 right after bind. The umask is not narrowed around it: it is the whole process's, and another
        // thread creating a file meanwhile would get the narrowed one. The directory ($XDG_RUNTIME_DIR, or the state
        // directory) is the user's own anyway.
        let bound = withAddress(path) { bind(fd, $0, $1) } ?? -1
        guard bound == 0, chmod(path, 0o600) == 0, Glibc.listen(fd, 16) == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    static func setNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// The inode at `path`, to tell our own socket file from one a later host made there.
    static func inode(_ path: String) -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    /// Runs `body` holding an exclusive lock on `path` (created 0600), so only one instance at a time elects
    /// itself; the kernel drops the lock if the process dies.
    static func exclusively<T>(_ path: String, _ body: () -> T) -> T {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return body()
    }
}
