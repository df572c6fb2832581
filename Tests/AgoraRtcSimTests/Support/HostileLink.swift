import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// A client of the local rendezvous written by hand (issue 30): a raw socket that says what a test tells it in the
/// wire format, and reads what the relay sends it.
final class HostileLink {
    let fd: Int32
    var wire = HostileWire()
    private var splitter = AgoraSimPeerFrameSplitter()

    /// Connected to the rendezvous at `path`, and (with `room`) its hello said.
    init?(_ path: String, room: [UInt8]?) {
        guard case .connected(let fd) = SimUnixSocket.connect(path) else { return nil }
        self.fd = fd
        var wait = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        if let room { send(.hello(version: AgoraSimPeerCodec.version, room: room)) }
    }

    deinit { close(fd) }

    func send(_ message: AgoraSimPeerMessage) {
        let bytes = AgoraSimPeerCodec.frame(message)
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Says `message` in an envelope of its own making (see `HostileWire.envelope`).
    func say(_ message: AgoraSimPeerMessage, sender: UInt64? = nil, uid: UInt32? = nil) {
        send(wire.envelope(message, sender: sender, uid: uid))
    }

    /// What arrived within `seconds`, or nil once the relay has hung up.
    func read(for seconds: Double) -> [AgoraSimPeerMessage]? {
        var messages: [AgoraSimPeerMessage] = []
        let deadline = Date().addingTimeInterval(seconds)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
            guard count > 0 else { return nil }
            messages += splitter.append(chunk.prefix(count)).compactMap { AgoraSimPeerCodec.decode($0) }
        }
        return messages
    }

    /// Whether the relay hangs up within `seconds`.
    func isHungUp(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if read(for: 0.05) == nil { return true }
        }
        return false
    }
}
