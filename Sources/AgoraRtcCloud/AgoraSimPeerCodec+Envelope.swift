import AgoraRtcSim

// The envelope (kind 10) every message about a user travels in since protocol version 3: its header is what the
// relay checks and what the room key's seal authenticates; the body is decoded only once it is known to be admitted.
extension AgoraSimPeerCodec {
    /// What an envelope may carry: everything a peer says about a user (hello and keep-alives are the link's own).
    static let envelopedKinds: Set<UInt8> = [Kind.presence.rawValue, Kind.leave.rawValue, Kind.videoFrame.rawValue,
                                             Kind.audioFrame.rawValue, Kind.streamMessage.rawValue, Kind.metadata.rawValue,
                                             Kind.sealed.rawValue]

    /// Kind, sender, sequence, send time, uid, content, flags and the body's length: the bytes before the body.
    public static let envelopeHeaderBytes = 1 + 8 + 4 + 8 + 4 + 1 + 1 + 4
    /// Where the content byte sits in an envelope's payload (read by the relay's budget before anything is decoded).
    static let envelopeContentOffset = 1 + 8 + 4 + 8 + 4

    private enum EnvelopeFlag {
        static let sealed: UInt8 = 1
    }

    /// The header as the seal authenticates it: the body's length included, so nothing can be cut off.
    static func envelopeHeader(_ envelope: AgoraSimPeerEnvelope) -> [UInt8] {
        var out: [UInt8] = [Kind.envelope.rawValue]
        out.reserveCapacity(envelopeHeaderBytes + envelope.body.count)
        put64(&out, envelope.sender)
        put32(&out, envelope.sequence)
        put64(&out, min(envelope.sentAtMs, maxUnixMs))
        put32(&out, envelope.uid)
        out.append(envelope.content)
        out.append(envelope.isSealed ? EnvelopeFlag.sealed : 0)
        put32(&out, UInt32(envelope.body.count))
        return out
    }

    /// AES-GCM's 96-bit nonce: the sender's id and its sequence number. A member draws its id at random (64 bits) and
    /// never seals two messages under one number, so no nonce repeats under a room's key.
    static func envelopeNonce(_ envelope: AgoraSimPeerEnvelope) -> [UInt8] {
        var out: [UInt8] = []
        put64(&out, envelope.sender)
        put32(&out, envelope.sequence)
        return out
    }

    static func putEnvelope(_ out: inout [UInt8], _ envelope: AgoraSimPeerEnvelope) {
        out += envelopeHeader(envelope)
        out += envelope.body
    }

    static func envelope(_ reader: inout SimPeerByteReader) -> AgoraSimPeerEnvelope? {
        guard let sender = reader.u64(), sender != 0, let sequence = reader.u32(), let sentAt = reader.u64(),
              sentAt <= maxUnixMs, let uid = reader.u32(), let content = reader.u8(), envelopedKinds.contains(content),
              let flags = reader.u8(), flags & ~EnvelopeFlag.sealed == 0, let length = reader.u32(),
              Int(length) >= (flags == EnvelopeFlag.sealed ? SimCrypto.tagLength : 1),
              let body = reader.bytes(Int(length)) else { return nil }
        return AgoraSimPeerEnvelope(sender: sender, sequence: sequence, sentAtMs: sentAt, uid: uid, content: content,
                                    isSealed: flags == EnvelopeFlag.sealed, body: body)
    }

    /// The message a plain envelope holds, when its body is exactly one message of the kind and user its header
    /// declares; nil otherwise (and for a sealed one, which only the room's key opens).
    public static func message(inPlain envelope: AgoraSimPeerEnvelope) -> AgoraSimPeerMessage? {
        guard !envelope.isSealed else { return nil }
        return message(in: envelope.body, declaredBy: envelope)
    }

    static func message(in body: [UInt8], declaredBy envelope: AgoraSimPeerEnvelope) -> AgoraSimPeerMessage? {
        guard let inner = decode(body), kindTag(inner) == envelope.content, speaker(of: inner) == envelope.uid else { return nil }
        return inner
    }
}
