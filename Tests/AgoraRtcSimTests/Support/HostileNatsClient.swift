import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A NATS client written by hand (issue 30): a raw TCP socket speaking NATS's text protocol to a test's server. It
/// publishes whatever bytes a test gives it on any subject, and subscribes to any subject (a wildcard one too),
/// collecting the payloads that arrive on a thread of its own.
final class HostileNatsClient: @unchecked Sendable {
    private let fd: Int32
    private let lock = NSLock()
    private var received: [[UInt8]] = []
    private var reader: Thread?
    private var stopped = false

    init?(port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        self.fd = fd
        write(Array("CONNECT {\"verbose\":false,\"pedantic\":false,\"echo\":false}\r\n".utf8))
        let thread = Thread { [self] in readLoop() }
        reader = thread
        thread.start()
    }

    func stop() {
        lock.withLock { stopped = true }
        shutdown(fd, Int32(SHUT_RDWR))
    }

    deinit { close(fd) }

    func subscribe(_ subject: String) {
        write(Array("SUB \(subject) 1\r\nPING\r\n".utf8))
    }

    func publish(_ subject: String, _ payload: [UInt8]) {
        write(Array("PUB \(subject) \(payload.count)\r\n".utf8) + payload + Array("\r\n".utf8))
    }

    /// Every payload that arrived on a subscription so far.
    var payloads: [[UInt8]] { lock.withLock { received } }

    private func write(_ bytes: [UInt8]) {
        lock.withLock {
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard count > 0 else { return }
                offset += count
            }
        }
    }

    private func readLoop() {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while !lock.withLock({ stopped }) {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            buffer += chunk.prefix(count)
            while let line = buffer.firstRange(of: Array("\r\n".utf8)) {
                let header = String(decoding: buffer[..<line.lowerBound], as: UTF8.self)
                if header.hasPrefix("MSG ") {
                    // MSG <subject> <sid> [reply-to] <bytes>
                    guard let size = header.split(separator: " ").last.flatMap({ Int($0) }) else { return }
                    let start = line.upperBound
                    guard buffer.count >= start + size + 2 else { break }
                    let payload = Array(buffer[start..<(start + size)])
                    lock.withLock { received.append(payload) }
                    buffer.removeFirst(start + size + 2)
                } else {
                    if header == "PING" { write(Array("PONG\r\n".utf8)) }
                    buffer.removeFirst(line.upperBound)
                }
            }
        }
    }
}
