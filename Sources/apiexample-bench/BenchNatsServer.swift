import Foundation
import Glibc

/// A `nats-server` of the benchmark's own on 127.0.0.1 and a free port, its log in a scratch directory, so the
/// instances measured meet nobody else's (Debian's nats-server; Debian puts it in sbin, which a PATH may leave out).
final class BenchNatsServer {
    let port: Int
    private let daemon: BenchDaemon

    var url: String { "nats://127.0.0.1:\(port)" }

    init() throws {
        guard let binary = Self.binary() else { throw BenchError("nats-server is not installed (Debian's nats-server)") }
        let directory = NSTemporaryDirectory() + "bench-nats-" + String(UUID().uuidString.prefix(8))
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let port = try Self.freePort()
        self.port = port
        daemon = try BenchDaemon(binary, arguments: [binary, "-a", "127.0.0.1", "-p", String(port), "-l", directory + "/server.log"],
                                 environment: ["PATH=/usr/bin:/bin"], directory: directory)
        guard MonotonicClock.wait(timeout: 5, until: { Self.accepts(port) }) else {
            daemon.stop()
            throw BenchError("the private nats-server did not listen within 5 s")
        }
    }

    func stop() { daemon.stop() }

    private static func binary() -> String? {
        var directories: [String] = []
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init) {
            directories.append(directory)
            if directory.hasSuffix("/bin") { directories.append(String(directory.dropLast(3)) + "sbin") }
        }
        return directories.map { $0 + "/nats-server" }.first { access($0, X_OK) == 0 }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return address
    }

    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw BenchError("socket failed") }
        defer { close(fd) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        guard bound == 0 else { throw BenchError("bind failed") }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }
}
