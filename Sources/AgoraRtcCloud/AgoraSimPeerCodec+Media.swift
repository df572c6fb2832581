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

// A picture's extras (issue 34): after its planes, optionally, a flags byte, then the alpha plane at the luma raster
// (`encodeAlpha`), then the simulcasting sender's streams (its dual-stream mode, then each smaller stream: type,
// nominal size, rate, and this picture's number in it). A plain picture has none, so it reads as before; a reader
// older than the extras refuses a picture that has them (its trailing bytes), which drops it rather than misreading.
extension AgoraSimPeerCodec {
    private enum PictureFlag {
        static let alpha: UInt8 = 1
        static let layers: UInt8 = 2
        static let all: UInt8 = 3
    }

    /// The low stream and three layers at most (`SimSimulcast.maxEnabledLayers`), with room to spare.
    static let maxPictureLayers = 7
    static let pictureLayerBytes = 1 + 2 + 2 + 1 + 4
    static let maxPictureExtrasBytes = 1 + maxRasterSide * maxRasterSide + 2 + maxPictureLayers * pictureLayerBytes

    static func pictureExtrasBytes(_ picture: AgoraSimPeerPicture) -> Int {
        guard picture.hasExtras else { return 0 }
        let layers = picture.lowStreamMode != .disableSimulcastStream || !picture.layers.isEmpty
            ? 2 + min(picture.layers.count, maxPictureLayers) * pictureLayerBytes : 0
        return 1 + (picture.alpha?.count ?? 0) + layers
    }

    static func putPictureExtras(_ out: inout [UInt8], _ picture: AgoraSimPeerPicture) {
        guard picture.hasExtras else { return }
        let lumaCount = picture.lumaWidth * picture.lumaHeight
        let alpha = picture.alpha.flatMap { $0.count == lumaCount ? $0 : nil }
        let hasLayers = picture.lowStreamMode != .disableSimulcastStream || !picture.layers.isEmpty
        out.append((alpha != nil ? PictureFlag.alpha : 0) | (hasLayers ? PictureFlag.layers : 0))
        if let alpha { out += alpha }
        guard hasLayers else { return }
        out.append(UInt8(truncatingIfNeeded: picture.lowStreamMode.rawValue + 1))
        let layers = picture.layers.prefix(maxPictureLayers)
        out.append(UInt8(layers.count))
        for layer in layers {
            out.append(UInt8(truncatingIfNeeded: layer.streamType.rawValue))
            put16(&out, UInt16(clamping: min(max(0, layer.width), maxNominalSide)))
            put16(&out, UInt16(clamping: min(max(0, layer.height), maxNominalSide)))
            out.append(UInt8(clamping: min(max(1, layer.fps), maxFps)))
            put32(&out, layer.sequence)
        }
    }

    /// Reads what follows a picture's planes into `picture`; false when it is not well-formed extras.
    static func pictureExtras(_ reader: inout SimPeerByteReader, into picture: inout AgoraSimPeerPicture) -> Bool {
        guard !reader.isAtEnd else { return true }
        guard let flags = reader.u8(), flags != 0, flags & ~PictureFlag.all == 0 else { return false }
        if flags & PictureFlag.alpha != 0 {
            guard let alpha = reader.bytes(picture.lumaWidth * picture.lumaHeight) else { return false }
            picture.alpha = alpha
        }
        guard flags & PictureFlag.layers != 0 else { return true }
        guard let rawMode = reader.u8(), let mode = AgoraSimulcastStreamMode(rawValue: Int(rawMode) - 1),
              let count = reader.u8(), Int(count) <= maxPictureLayers else { return false }
        picture.lowStreamMode = mode
        for _ in 0..<count {
            guard let rawType = reader.u8(), let type = AgoraVideoStreamType(rawValue: Int(rawType)), type != .high,
                  let width = reader.u16(), let height = reader.u16(), let fps = reader.u8(), let sequence = reader.u32(),
                  (1...maxNominalSide).contains(Int(width)), (1...maxNominalSide).contains(Int(height)),
                  (1...maxFps).contains(Int(fps)) else { return false }
            picture.layers.append(AgoraSimPeerPictureLayer(streamType: type, width: Int(width), height: Int(height),
                                                           fps: Int(fps), sequence: sequence))
        }
        return true
    }
}
