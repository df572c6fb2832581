import AgoraRtcCloud
import AgoraRtcSim
import FuzzSupport

/// The peer protocol (issue 18) as a peer's bytes arrive: cut into frames, each frame decoded. Whatever decodes must
/// encode back to the same payload, hold only sizes the codec allows, and carry no control characters in text (data
/// streams and metadata are binary, and escaped where shown); the splitter never holds more than one frame.
public enum PeerProtocolFuzzing {
    public static func run(_ bytes: [UInt8]) throws(FuzzInvariantFailure) -> Bool {
        var splitter = AgoraSimPeerFrameSplitter()
        var decoded = 0
        // Whole, then in two pieces: the same frames must come out however the stream is cut.
        let whole = splitter.append(bytes)
        var cut = AgoraSimPeerFrameSplitter()
        let middle = bytes.count / 2
        let pieces = cut.append(bytes[..<middle]) + cut.append(bytes[middle...])
        try FuzzInvariantFailure.check(whole == pieces, "the frames depend on how the stream was cut")
        for payload in whole + [bytes] {
            try FuzzInvariantFailure.check(payload.count <= AgoraSimPeerCodec.maxPayloadBytes || payload == bytes,
                                           "a frame of \(payload.count) bytes")
            guard let message = AgoraSimPeerCodec.decode(payload) else { continue }
            decoded += 1
            try FuzzInvariantFailure.check(AgoraSimPeerCodec.payload(message) == payload, "\(message) encodes differently")
            switch message {
            case .presence(let presence):
                let control = presence.account?.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
                try FuzzInvariantFailure.check(control != true, "an account with control characters")
                try FuzzInvariantFailure.check(presence.joinedAtMs <= AgoraSimPeerCodec.maxUnixMs, "a join time past any date")
                let tokenControl = presence.token?.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
                try FuzzInvariantFailure.check(tokenControl != true && (presence.token?.utf8.count ?? 0) <= AgoraSimPeerCodec.maxTokenBytes,
                                               "a token with control characters, or too long")
            case .videoFrame(let picture):
                try FuzzInvariantFailure.check(
                    picture.planes.count == AgoraSimPeerPicture.planeBytes(lumaWidth: picture.lumaWidth, lumaHeight: picture.lumaHeight)
                        && picture.lumaWidth <= AgoraSimPeerCodec.maxRasterSide && picture.lumaHeight <= AgoraSimPeerCodec.maxRasterSide,
                    "a picture of \(picture.lumaWidth)x\(picture.lumaHeight) with \(picture.planes.count) bytes")
                try FuzzInvariantFailure.check(picture.sentAtMs <= AgoraSimPeerCodec.maxUnixMs
                                                   && AgoraSimPeerCodec.payloadBytes(of: picture) == payload.count,
                                               "a send time past any date, or a picture whose size is counted wrong")
            case .hello(_, let room):
                try FuzzInvariantFailure.check(room.count == AgoraSimPeerCodec.roomHashBytes, "a room of \(room.count) bytes")
            case .audioFrame(let audio):
                try FuzzInvariantFailure.check(
                    (1...AgoraSimPeerCodec.maxAudioChannels).contains(audio.channels) && audio.samples.count % audio.channels == 0
                        && !audio.samples.isEmpty && audio.durationMs <= Double(AgoraSimPeerCodec.maxAudioFrameMs),
                    "an audio frame of \(audio.samples.count) samples x \(audio.channels) ch @ \(audio.sampleRate) Hz")
            case .streamMessage(let packet):
                try FuzzInvariantFailure.check(
                    (1...AgoraSimPeerCodec.maxStreamMessageBytes).contains(packet.data.count) && packet.streamId > 0,
                    "a data-stream packet of \(packet.data.count) bytes on stream \(packet.streamId)")
            case .metadata(let metadata):
                try FuzzInvariantFailure.check(metadata.bytes.count <= metadata.kind.maxBytes,
                                               "\(metadata.kind) metadata of \(metadata.bytes.count) bytes")
            case .sealed(let envelope):
                try FuzzInvariantFailure.check(
                    envelope.nonce.count == AgoraSimPeerCodec.sealedNonceBytes && AgoraEncryptionMode(rawValue: Int(envelope.mode)) != nil
                        && envelope.sealed.count >= AgoraSimPeerCodec.minSealedBytes,
                    "a sealed envelope of mode \(envelope.mode), nonce \(envelope.nonce.count), \(envelope.sealed.count) bytes")
            case .envelope(let envelope):
                try FuzzInvariantFailure.check(
                    envelope.sender != 0 && envelope.sentAtMs <= AgoraSimPeerCodec.maxUnixMs
                        && AgoraSimPeerCodec.payloadBytes(of: message) == payload.count
                        && envelope.body.count >= (envelope.isSealed ? AgoraSimPeerCodec.minSealedBytes : 1),
                    "an envelope from \(envelope.sender) at \(envelope.sentAtMs) with \(envelope.body.count) bytes")
                // What a receiver takes from a plain one says what its header says, and is the body as sent.
                if let inner = AgoraSimPeerCodec.message(inPlain: envelope) {
                    try FuzzInvariantFailure.check(
                        !envelope.isSealed && AgoraSimPeerCodec.speaker(of: inner) == envelope.uid
                            && AgoraSimPeerCodec.payload(inner) == envelope.body,
                        "an envelope of uid \(envelope.uid) opened to another message")
                }
            case .leave, .keepAlive:
                break
            }
        }
        return decoded > 0
    }

    /// fuzz-peer's entry: `run`, with a broken invariant turned into the crash libFuzzer records.
    public static func runTrappingOnFailure(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        do {
            _ = try run(bytes)
        } catch {
            fatalError("fuzz-peer: \(error)")
        }
    }
}
