import AgoraRtcSim
import Dispatch
import Foundation

/// One member of the local rendezvous: connects to the socket, or, when nobody listens there, binds it and hosts
/// (`SimRendezvousHost`), then connects to itself like everyone else. When the link to the host breaks, the
/// members elect a new host the same way (one at a time, under a lock file) and reconnect; `onState` reports the
/// blip and the return, after which the owner announces itself again.
final class SimRendezvousMember: SimPeerCodecMember, @unchecked Sendable {
    /// Between attempts while neither connecting nor hosting works (a full directory, a socket path too long).
    static let retryInterval = 0.5
    static let keepAliveInterval = 1.0

    private let path: String
    private let room: [UInt8]
    private let queue: DispatchQueue
    private let onMessage: @Sendable (AgoraSimPeerMessage, UInt64) -> Void
    private let onState: @Sendable (AgoraSimCloudLinkState) -> Void
    private let onProblem: (@Sendable (String) -> Void)?
    /// Envelopes in and out; used on `queue` only.
    private var gate: SimPeerGate
    private var link: SimPeerLink?
    private(set) var host: SimRendezvousHost?
    private var stopped = false
    private var keepAlive: DispatchSourceTimer?

    init(path: String, room: [UInt8], key: [UInt8]? = nil,
         onMessage: @escaping @Sendable (AgoraSimPeerMessage, _ sender: UInt64) -> Void,
         onState: @escaping @Sendable (AgoraSimCloudLinkState) -> Void, onProblem: (@Sendable (String) -> Void)? = nil) {
        self.path = path
        self.room = room
        self.onMessage = onMessage
        self.onState = onState
        self.onProblem = onProblem
        gate = SimPeerGate(key: key)
        queue = DispatchQueue(label: "apiexample.rendezvous")
    }

    func start() {
        queue.async { [self] in
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + Self.keepAliveInterval, repeating: Self.keepAliveInterval)
            timer.setEventHandler { [weak self] in self?.link?.send(.keepAlive) }
            keepAlive = timer
            timer.resume()
            connect()
        }
    }

    /// On the caller's thread while the queue is free (`sync` does not hop): the engine sends 40 messages a second
    /// to one peer (sound and pictures), and an `async` each woke a worker thread for a socket write that takes
    /// microseconds. The queue never waits for the engine (`stop` relies on it too), so this cannot deadlock.
    func send(_ message: AgoraSimPeerMessage) {
        queue.sync { [self] in
            guard let link, let wrapped = gate.wrap(message, nowMs: SimPeerGate.wallClockMs()) else { return }
            link.send(wrapped)
        }
    }

    /// Leaves, after `farewell` if given: the link closes, and a hosted relay with it (the others re-elect).
    func stop(saying farewell: AgoraSimPeerMessage?) {
        queue.sync {
            if let farewell, let wrapped = gate.wrap(farewell, nowMs: SimPeerGate.wallClockMs()) {
                if let host { host.announce(wrapped, room: room) } else { link?.send(wrapped) }
            }
            stopped = true
            keepAlive?.cancel()
            keepAlive = nil
            link?.close()
            link = nil
            host?.close()
            host = nil
        }
    }

    /// Whether this member hosts the relay now (for tests).
    var isHosting: Bool { queue.sync { host != nil } }

    private func connect() {
        guard !stopped else { return }
        guard let fd = elect() else {
            queue.asyncAfter(deadline: .now() + Self.retryInterval) { [weak self] in self?.connect() }
            return
        }
        let link = SimPeerLink(fd: fd, queue: queue, onMessage: { [weak self] in self?.received($0) },
                               onClose: { [weak self] in self?.lostHost() })
        self.link = link
        link.send(.hello(version: AgoraSimPeerCodec.version, room: room))
        onState(.connected)
    }

    /// A connected socket to the host, hosting first when nobody does.
    private func elect() -> Int32? {
        if case .connected(let fd) = SimUnixSocket.connect(path) { return fd }
        return SimUnixSocket.exclusively(path + ".lock") {
            switch SimUnixSocket.connect(path) {
            case .connected(let fd):
                return fd
            case .nobody(let stale):
                // A file nobody answers on is what a killed host leaves behind.
                if stale { unlink(path) }
                guard let listening = SimUnixSocket.listen(path) else { return nil }
                host = SimRendezvousHost(listening: listening, path: path, queue: queue, onProblem: onProblem)
                if case .connected(let fd) = SimUnixSocket.connect(path) { return fd }
                host?.close()
                host = nil
                return nil
            case .failed:
                return nil
            }
        }
    }

    private func received(_ message: AgoraSimPeerMessage) {
        guard !stopped, let (opened, sender) = gate.open(message, nowMs: SimPeerGate.wallClockMs()) else { return }
        onMessage(opened, sender)
    }

    private func lostHost() {
        link = nil
        guard !stopped else { return }
        onState(.reconnecting)
        // Our own relay is closed too, so the others find the path free.
        host?.close()
        host = nil
        connect()
    }
}
