import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Debian's `nats-server` (installed by .ci/setup.sh), started by a test on 127.0.0.1 and a free port, its files in a
/// scratch directory. It can be killed and started again on the same port, as a server restarted mid-call.
public final class NatsServer: @unchecked Sendable {
    public struct Missing: Error, CustomStringConvertible {
        public var description: String {
            "nats-server is not installed (Debian package nats-server; .ci/setup.sh installs it), nor on PATH or a sbin beside it"
        }
    }

    public let port: Int
    public let scratch: ScratchDirectory
    private let binary: String
    private let configFile: String?
    private var pid: pid_t?

    public var url: String { "nats://127.0.0.1:\(port)" }

    /// Where `nats-server` is: on PATH, or in the sbin directory next to a PATH entry (Debian puts it in sbin, which
    /// a user's PATH may leave out).
    public static var binary: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        var directories: [String] = []
        for directory in path.split(separator: ":").map(String.init) where !directory.isEmpty {
            directories.append(directory)
            if directory.hasSuffix("/bin") { directories.append(String(directory.dropLast(3)) + "sbin") }
        }
        return directories.map { $0 + "/nats-server" }.first { access($0, X_OK) == 0 }
    }

    /// `config`: the text of a server configuration file (authorization, say); nil runs with the defaults.
    public init(config: String? = nil) throws {
        guard let binary = Self.binary else { throw Missing() }
        self.binary = binary
        scratch = try ScratchDirectory(prefix: "nats")
        if let config {
            let file = scratch.file("server.conf")
            try config.write(toFile: file, atomically: true, encoding: .utf8)
            configFile = file
        } else {
            configFile = nil
        }
        port = try Self.freePort()
        try start()
    }

    deinit {
        kill()
        scratch.remove()
    }

    /// Starts the server (again) on its port and waits until it accepts connections.
    public func start() throws {
        var arguments = [binary, "-a", "127.0.0.1", "-p", String(port), "-l", scratch.file("server.log")]
        if let configFile { arguments += ["-c", configFile] }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, scratch.file("server.err"), O_WRONLY | O_CREAT | O_APPEND, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, binary, &actions, nil, argv, environ)
        guard result == 0 else { throw ScratchError("posix_spawn nats-server failed: \(String(cString: strerror(result)))") }
        pid = child
        for _ in 0..<200 {
            if Self.accepts(port) { return }
            usleep(25_000)
        }
        throw ScratchError("nats-server did not listen on \(port): \(scratch.read("server.err") ?? "")")
    }

    /// SIGKILL, as a crashed server: clients see the connection drop with no goodbye.
    public func kill() {
        guard let pid else { return }
        Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        self.pid = nil
    }

    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ScratchError("socket failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0 else { throw ScratchError("bind failed") }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}
