import AgoraRtcSim
import Dispatch
import Foundation

/// One member of a channel's room on a NATS server. Connecting runs on a queue of its own (it can take the connect
/// timeout), so `start` and `stop` never wait for it; libnats's callbacks hop to the member's queue. A server not
/// reachable yet is retried without end; a lost link is reported as reconnecting, and its return as connected, after
/// which the owner announces itself again. A connection libnats gives up on (credentials refused) is opened anew
/// after a while. Nothing is published while the link is down: it would arrive late.
final class SimNatsMember: SimPeerCodecMember, @unchecked Sendable {
    /// Between attempts when opening failed outright (credentials refused, a TLS file unreadable).
    static let retryInterval = 2.0
    /// How long a leave may wait for the server's acknowledgement.
    static let farewellTimeout = 0.5
    /// Bytes still waiting to be written beyond which pictures are dropped (a late picture is worth less than the
    /// next one).
    static let dropPicturesAbove = 64 * 1024

    private let server: AgoraSimNatsServer
    private let subject: String
    private let timing: SimNatsClient.Timing
    private let onMessage: @Sendable (AgoraSimPeerMessage, UInt64) -> Void
    /// Envelopes in and out; used on `queue` only.
    private var gate: SimPeerGate
    private let onState: @Sendable (AgoraSimCloudLinkState) -> Void
    private let onProblem: (@Sendable (String) -> Void)?
    private let queue = DispatchQueue(label: "apiexample.nats")
    /// What libnats delivered and the queue has not taken yet.
    private let arrivals = SimNatsArrivals()
    private let opener = DispatchQueue(label: "apiexample.nats.connect")
    private var client: SimNatsClient?
    private var linkUp = false
    private var reported: AgoraSimCloudLinkState?
    private var stopped = false
    private var closedBeforeOpened: String?
    /// What the last failed attempt to open said (for tests and diagnostics; never a credential).
    private var lastProblem: String?
    /// What has been told since the link was last up: libnats's reasons are a few fixed texts, and one that comes
    /// and goes with another (refused, then timed out) is still not news.
    private var toldProblems: Set<String> = []

    init(server: AgoraSimNatsServer, subject: String, key: [UInt8]? = nil, timing: SimNatsClient.Timing = SimNatsClient.Timing(),
         onMessage: @escaping @Sendable (AgoraSimPeerMessage, _ sender: UInt64) -> Void,
         onState: @escaping @Sendable (AgoraSimCloudLinkState) -> Void, onProblem: (@Sendable (String) -> Void)? = nil) {
        self.onProblem = onProblem
        self.server = server
        self.subject = subject
        self.timing = timing
        self.onMessage = onMessage
        self.onState = onState
        gate = SimPeerGate(key: key)
    }

    func start() {
        opener.async { [self] in open() }
    }

    func send(_ message: AgoraSimPeerMessage) {
        queue.async { [self] in
            guard !stopped, linkUp, let client else { return }
            if AgoraSimPeerCodec.isDroppableMedia(message), client.buffered > Self.dropPicturesAbove { return }
            guard let wrapped = gate.wrap(message, nowMs: SimPeerGate.wallClockMs()) else { return }
            _ = client.publish(AgoraSimPeerCodec.payload(wrapped))
        }
    }

    func stop(saying farewell: AgoraSimPeerMessage?) {
        let closing: SimNatsClient? = queue.sync {
            stopped = true
            let closing = client
            client = nil
            if let closing, linkUp, let farewell, let wrapped = gate.wrap(farewell, nowMs: SimPeerGate.wallClockMs()),
               closing.publish(AgoraSimPeerCodec.payload(wrapped)) {
                closing.flush(timeout: Self.farewellTimeout)
            }
            linkUp = false
            return closing
        }
        // Closing joins libnats's threads for this connection: not on the caller's (the engine's lock).
        if let closing { DispatchQueue.global().async { closing.close() } }
    }

    /// The last reason opening failed, nil once connected (for tests).
    var problem: String? { queue.sync { lastProblem } }

    /// Whether the link to the server is up (for tests).
    var isLinked: Bool { queue.sync { linkUp && client != nil } }

    private func open() {
        let handlers = SimNatsClient.Handlers(payload: { [weak self] bytes in
            // A peer's bytes are hostile input: what does not decode is dropped here, on libnats's thread.
            guard let self, let message = AgoraSimPeerCodec.decode(bytes), arrivals.post(message) else { return }
            queue.async { self.arrivals.take().forEach(self.received) }
        }, link: { [weak self] link in
            guard let self else { return }
            queue.async { self.linkChanged(link) }
        })
        let opening = SimNatsClient.open(server, subject: subject, timing: timing, handlers: handlers)
        queue.async { [self] in opened(opening) }
    }

    private func opened(_ opening: SimNatsClient.Opening) {
        switch opening {
        case .failed(let problem):
            failed(problem ?? "libnats (Debian's libnats3.4) is not installed")
        case .connected(let opened), .connecting(let opened):
            guard !stopped else {
                DispatchQueue.global().async { opened.close() }
                return
            }
            client = opened
            if case .connected = opening { linkUp = true }
            if let problem = closedBeforeOpened {
                closedBeforeOpened = nil
                return linkChanged(.closed(problem))
            }
            if linkUp { (lastProblem, toldProblems) = (nil, []) }
            report()
        }
    }

    private func linkChanged(_ link: SimNatsClient.Link) {
        guard !stopped else { return }
        guard let current = client else {
            // Before the opening call returned: `opened` takes it from here.
            switch link {
            case .up: linkUp = true
            case .down: linkUp = false
            case .closed(let problem): closedBeforeOpened = problem
            }
            return
        }
        switch link {
        case .up:
            linkUp = true
            (lastProblem, toldProblems) = (nil, [])
            report()
        case .down:
            linkUp = false
            report()
        case .closed(let problem):
            linkUp = false
            report()
            client = nil
            DispatchQueue.global().async { current.close() }
            failed(problem)
        }
    }

    /// Tells the owner what went wrong when it is news, and tries again later.
    private func failed(_ problem: String) {
        if toldProblems.insert(problem).inserted { onProblem?(problem) }
        lastProblem = problem
        guard !stopped else { return }
        opener.asyncAfter(deadline: .now() + Self.retryInterval) { [weak self] in
            guard let self, !self.queue.sync(execute: { self.stopped }) else { return }
            self.open()
        }
    }

    /// The link's state to the owner, once per change, only once the client is there to speak on it.
    private func report() {
        guard client != nil else { return }
        let state: AgoraSimCloudLinkState = linkUp ? .connected : .reconnecting
        // Before the first connect there is nothing to have lost.
        guard state != reported, reported != nil || state == .connected else { return }
        reported = state
        onState(state)
    }

    private func received(_ message: AgoraSimPeerMessage) {
        guard !stopped, let (opened, sender) = gate.open(message, nowMs: SimPeerGate.wallClockMs()) else { return }
        onMessage(opened, sender)
    }
}
