import AgoraRtcSim

// The media kinds of the peer protocol beyond pictures: data-stream packets (7), metadata (8) and sealed envelopes
// (9). Their bytes are binary by the SDK's definition (a data stream or metadata carries whatever the app put in),
// so the decoder checks sizes and ranges but not the text: what shows a peer's bytes (the log, the panels) escapes
// control characters itself.
extension AgoraSimPeerCodec {
    /// The SDK's 1 KB per data-stream packet.
    public static let maxStreamMessageBytes = 1024
    /// AES-GCM's tag; the block modes' records are whole 16-byte blocks, so nothing sealed is shorter.
    public static let minSealedBytes = 16
    /// What may be sealed: the media kinds (pictures, sound, data-stream packets, metadata).
    static let sealableKinds: Set<UInt8> = [Kind.videoFrame.rawValue, Kind.audioFrame.rawValue, Kind.streamMessage.rawValue,
                                            Kind.metadata.rawValue]

    private enum StreamFlag {
        static let ordered: UInt8 = 1
        static let syncWithAudio: UInt8 = 2
        static let all: UInt8 = 3
    }

    /// A picture or a sound frame, plain or sealed: what a link behind on its writes may drop (media is worth nothing
    /// late; the next one will do).
    static func isDroppableMedia(_ message: AgoraSimPeerMessage) -> Bool {
        switch message {
        case .videoFrame, .audioFrame: true
        case .sealed(let envelope): envelope.content == Kind.videoFrame.rawValue || envelope.content == Kind.audioFrame.rawValue
        case .envelope(let envelope): isDroppableMedia(envelope)
        default: false
        }
    }

    /// An envelope's content tells, except media under built-in encryption inside the room's seal: what it holds
    /// is not known without opening it, and is taken for media.
    private static func isDroppableMedia(_ envelope: AgoraSimPeerEnvelope) -> Bool {
        switch envelope.content {
        case Kind.videoFrame.rawValue, Kind.audioFrame.rawValue: return true
        case Kind.sealed.rawValue:
            // A plain body is an encrypted message's envelope, whose content byte follows kind, uid and mode.
            guard !envelope.isSealed else { return true }
            let content = envelope.body.count > 6 ? envelope.body[6] : 0
            return content == Kind.videoFrame.rawValue || content == Kind.audioFrame.rawValue
        default: return false
        }
    }

    static func putStreamMessage(_ out: inout [UInt8], _ packet: AgoraSimPeerStreamMessage) {
        out.append(Kind.streamMessage.rawValue)
        put32(&out, packet.uid)
        put16(&out, packet.streamId)
        put32(&out, packet.sequence)
        out.append((packet.ordered ? StreamFlag.ordered : 0) | (packet.syncWithAudio ? StreamFlag.syncWithAudio : 0))
        let data = packet.data.prefix(maxStreamMessageBytes)
        put16(&out, UInt16(data.count))
        out += data
    }

    static func putMetadata(_ out: inout [UInt8], _ metadata: AgoraSimPeerMetadata) {
        out.append(Kind.metadata.rawValue)
        put32(&out, metadata.uid)
        out.append(metadata.kind.rawValue)
        put64(&out, metadata.timestampMs)
        let bytes = metadata.bytes.prefix(metadata.kind.maxBytes)
        put16(&out, UInt16(bytes.count))
        out += bytes
    }

    static func putSealed(_ out: inout [UInt8], _ envelope: AgoraSimPeerSealed) {
        let nonce = Array(envelope.nonce.prefix(sealedNonceBytes))
            + [UInt8](repeating: 0, count: max(0, sealedNonceBytes - envelope.nonce.count))
        out += sealedHeader(uid: envelope.uid, mode: envelope.mode, content: envelope.content, nonce: nonce)
        put32(&out, UInt32(envelope.sealed.count))
        out += envelope.sealed
    }

    static func streamMessage(_ reader: inout SimPeerByteReader) -> AgoraSimPeerStreamMessage? {
        guard let uid = reader.u32(), let streamId = reader.u16(), streamId > 0, let sequence = reader.u32(),
              let flags = reader.u8(), flags & ~StreamFlag.all == 0, let length = reader.u16(),
              (1...maxStreamMessageBytes).contains(Int(length)), let data = reader.bytes(Int(length)) else { return nil }
        return AgoraSimPeerStreamMessage(uid: uid, streamId: streamId, sequence: sequence,
                                         ordered: flags & StreamFlag.ordered != 0,
                                         syncWithAudio: flags & StreamFlag.syncWithAudio != 0, data: data)
    }

    static func metadata(_ reader: inout SimPeerByteReader) -> AgoraSimPeerMetadata? {
        guard let uid = reader.u32(), let raw = reader.u8(), let kind = AgoraSimPeerMetadata.Kind(rawValue: raw),
              let timestamp = reader.u64(), let length = reader.u16(), Int(length) <= kind.maxBytes,
              let bytes = reader.bytes(Int(length)) else { return nil }
        return AgoraSimPeerMetadata(uid: uid, kind: kind, timestampMs: timestamp, bytes: bytes)
    }

    static func sealed(_ reader: inout SimPeerByteReader) -> AgoraSimPeerSealed? {
        guard let uid = reader.u32(), let mode = reader.u8(), AgoraEncryptionMode(rawValue: Int(mode)) != nil,
              let content = reader.u8(), sealableKinds.contains(content), let nonce = reader.bytes(sealedNonceBytes),
              let length = reader.u32(), Int(length) >= minSealedBytes, Int(length) <= maxPayloadBytes,
              let sealed = reader.bytes(Int(length)) else { return nil }
        return AgoraSimPeerSealed(uid: uid, mode: mode, content: content, nonce: nonce, sealed: sealed)
    }
}
