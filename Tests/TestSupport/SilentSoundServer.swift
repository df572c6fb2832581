import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A Unix socket that takes connections (the kernel's backlog does) and never says a word: a sound server that hangs,
/// for tests of giving up on one. `server` is the libpulse server string.
public final class SilentSoundServer: @unchecked Sendable {
    public let scratch: ScratchDirectory
    private let fd: Int32

    public var server: String { "unix:" + scratch.file("native") }

    public init() throws {
        PulseClientCookie.keepAwayFromUserConfig()
        scratch = try ScratchDirectory(prefix: "pa-silent")
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ScratchError("socket failed") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = scratch.file("native")
        guard path.utf8.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(fd)
            throw ScratchError("socket path too long")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path.utf8) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            close(fd)
            throw ScratchError("bind/listen failed: errno \(errno)")
        }
    }

    deinit {
        close(fd)
        scratch.remove()
    }
}
