import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP server on the loopback interface that accepts one connection and never sends a byte: a source that leaves
/// an open waiting. Notes when the client gives up (closes its end).
final class StalledServer: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var acceptedAt: Date?
    private var closedAt: Date?

    init() throws {
        let socketId = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketId, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard socketId >= 0, bound == 0, listen(socketId, 1) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketId, $0, &length) }
        }
        listener = socketId
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in serve() }
    }

    deinit {
        close(listener)
    }

    var accepted: Bool { lock.withLock { acceptedAt != nil } }
    var clientClosedAt: Date? { lock.withLock { closedAt } }

    private func serve() {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { return }
        lock.withLock { acceptedAt = Date() }
        var byte: UInt8 = 0
        // Reads until the client closes (0) or fails; a stalled source never answers what it is sent.
        while recv(client, &byte, 1, 0) > 0 {}
        lock.withLock { closedAt = Date() }
        close(client)
    }
}
