/// What the engine itself knows of the peer protocol's bytes (issue 31): the kind byte each message starts with,
/// the user a message speaks for, and the clear header its built-in encryption authenticates as associated data
/// (a sealed message, kind 9, is the engine's own: it seals a message's payload with the connection's key). The rest
/// of the byte form (frames, payloads, envelopes, decoding hostile input) belongs to the cloud target, which extends
/// this type; the engine reaches it through its member (`AgoraSimCloudMember`). Not an SDK type.
public enum AgoraSimPeerCodec {
    /// The peer protocol's kinds, the first byte of every payload.
    public enum Kind: UInt8, Sendable {
        case hello = 1, presence, leave, videoFrame, keepAlive, audioFrame
        case streamMessage = 7, metadata = 8, sealed = 9, envelope = 10
    }

    /// An audio frame's bytes before its samples: type, uid, sequence, timestamp, rate, channels, frame count.
    public static let audioHeaderBytes = 22
    /// The sample rates a peer's sound frame may carry: the rates the engine's audio runs at.
    public static let audioSampleRates: Set<Int> = SimPCM.sampleRates
    public static let sealedNonceBytes = 12
    /// Kind, uid, mode, content and nonce: a sealed message's bytes before the sealed ones' length.
    public static let sealedHeaderBytes = 1 + 4 + 1 + 1 + sealedNonceBytes

    /// The kind byte `message`'s payload starts with: what a sealed message or an envelope declares of it.
    public static func kindTag(_ message: AgoraSimPeerMessage) -> UInt8 {
        switch message {
        case .hello: Kind.hello.rawValue
        case .presence: Kind.presence.rawValue
        case .leave: Kind.leave.rawValue
        case .videoFrame: Kind.videoFrame.rawValue
        case .keepAlive: Kind.keepAlive.rawValue
        case .audioFrame: Kind.audioFrame.rawValue
        case .streamMessage: Kind.streamMessage.rawValue
        case .metadata: Kind.metadata.rawValue
        case .sealed: Kind.sealed.rawValue
        case .envelope: Kind.envelope.rawValue
        }
    }

    /// The user a message speaks for: what an envelope declares of it. Nil for the link's own messages.
    public static func speaker(of message: AgoraSimPeerMessage) -> UInt32? {
        switch message {
        case .presence(let presence): presence.uid
        case .leave(let uid): uid
        case .videoFrame(let picture): picture.uid
        case .audioFrame(let audio): audio.uid
        case .streamMessage(let packet): packet.uid
        case .metadata(let metadata): metadata.uid
        case .sealed(let sealed): sealed.uid
        case .hello, .keepAlive, .envelope: nil
        }
    }

    /// A sealed message's header before the sealed bytes: what the seal authenticates as associated data.
    public static func sealedHeader(uid: UInt32, mode: UInt8, content: UInt8, nonce: [UInt8]) -> [UInt8] {
        var out = [Kind.sealed.rawValue]
        out += [UInt8(uid >> 24), UInt8(truncatingIfNeeded: uid >> 16), UInt8(truncatingIfNeeded: uid >> 8),
                UInt8(truncatingIfNeeded: uid)]
        out += [mode, content]
        out += nonce
        return out
    }
}
