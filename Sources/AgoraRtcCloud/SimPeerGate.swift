import AgoraRtcSim
#if canImport(Glibc)
import Glibc
#endif

/// One member's side of the envelope (issue 30), on the member's queue. Going out, each message about a user gets
/// this member's sender id, the next sequence number and the wall-clock time, sealed under the room's key when there
/// is one. Coming in, an envelope is taken only when it is this room's (it opens under the key, or there is no key
/// and it is plain), new (its sequence beyond the last one heard from its sender, its send time within
/// `staleAfterMs` of this clock, so an old presence or leave played again does nothing) and says what its header
/// says (the kind and the uid of the message inside). Which uids a sender may speak for is the engine's to judge
/// (`AgoraRtcEngineKit+CloudBinding`): it is handed the sender with each message.
struct SimPeerGate {
    /// How far a send time may lie from this clock. Instances on other machines need clocks within this of each other.
    static let staleAfterMs: UInt64 = 30_000
    /// Senders remembered at most; one whose newest message is stale is forgotten first (a replay of it is stale too).
    static let maxSenders = 4096

    let sender: UInt64
    private let key: [UInt8]?
    private var sequence: UInt32 = 0
    /// Per sender: the last sequence taken and the newest send time.
    private var heard: [UInt64: (sequence: UInt32, sentAtMs: UInt64)] = [:]

    init(key: [UInt8]?, sender: UInt64 = UInt64.random(in: 1...UInt64.max)) {
        self.key = key
        self.sender = sender
    }

    /// `message` in its envelope, or nil for what is not about a user (hello, keep-alive: the link's own) and once the
    /// sequence has run out (2^32 messages: years of media; a nonce must not repeat).
    mutating func wrap(_ message: AgoraSimPeerMessage, nowMs: UInt64) -> AgoraSimPeerMessage? {
        guard let uid = AgoraSimPeerCodec.speaker(of: message), sequence < UInt32.max else { return nil }
        sequence += 1
        var envelope = AgoraSimPeerEnvelope(sender: sender, sequence: sequence, sentAtMs: nowMs, uid: uid,
                                            content: AgoraSimPeerCodec.kindTag(message), isSealed: key != nil,
                                            body: AgoraSimPeerCodec.payload(message))
        if let key {
            // The header authenticated must be the one sent: it counts the sealed body's length (16 bytes more).
            let plain = envelope.body
            envelope.body = [UInt8](repeating: 0, count: plain.count + SimCrypto.tagLength)
            guard let sealed = SimCrypto.seal(plain, key: key, nonce: AgoraSimPeerCodec.envelopeNonce(envelope),
                                              aad: AgoraSimPeerCodec.envelopeHeader(envelope)) else { return nil }
            envelope.body = sealed
        }
        return .envelope(envelope)
    }

    /// The message inside `message` and its sender, when `message` is an envelope this member takes.
    mutating func open(_ message: AgoraSimPeerMessage, nowMs: UInt64) -> (message: AgoraSimPeerMessage, sender: UInt64)? {
        guard case .envelope(let envelope) = message, envelope.sender != sender, envelope.isSealed == (key != nil),
              envelope.sentAtMs + Self.staleAfterMs >= nowMs, envelope.sentAtMs <= nowMs + Self.staleAfterMs else { return nil }
        let last = heard[envelope.sender]
        if let last, envelope.sequence <= last.sequence { return nil }
        var body = envelope.body
        if let key {
            guard case .plaintext(let plain) = SimCrypto.open(body, key: key, nonce: AgoraSimPeerCodec.envelopeNonce(envelope),
                                                              aad: AgoraSimPeerCodec.envelopeHeader(envelope)) else { return nil }
            body = plain
        }
        guard let inner = AgoraSimPeerCodec.message(in: body, declaredBy: envelope), remember(envelope, nowMs: nowMs) else { return nil }
        return (inner, envelope.sender)
    }

    private mutating func remember(_ envelope: AgoraSimPeerEnvelope, nowMs: UInt64) -> Bool {
        if heard[envelope.sender] == nil, heard.count >= Self.maxSenders {
            heard = heard.filter { $0.value.sentAtMs + Self.staleAfterMs >= nowMs }
            // Every one still fresh (a flood of made-up senders, possible only without a key): no room for another.
            guard heard.count < Self.maxSenders else { return false }
        }
        heard[envelope.sender] = (envelope.sequence, max(envelope.sentAtMs, heard[envelope.sender]?.sentAtMs ?? 0))
        return true
    }

    static func wallClockMs() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return UInt64(max(0, now.tv_sec)) * 1000 + UInt64(max(0, now.tv_nsec)) / 1_000_000
    }
}
