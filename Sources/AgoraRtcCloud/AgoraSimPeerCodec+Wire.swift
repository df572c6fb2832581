import AgoraRtcSim

/// The peer protocol's bytes. A frame is a 4-byte big-endian length and that many payload bytes; a payload is one
/// type byte and the message's fields, big-endian, nothing after them. Decoding is for hostile input: every field
/// is bounds-checked and range-checked, sizes are known before anything is allocated, and a payload that is not
/// exactly one well-formed message is refused (nil), never trapped on. The kinds, and the header the engine's
/// built-in encryption authenticates, are the engine's (`AgoraSimPeerCodec` in AgoraRtcSim); the bytes are here.
extension AgoraSimPeerCodec {
    /// 3 (issue 30): every message about a user travels in an envelope (sender, sequence, send time; sealed with
    /// an App Certificate), and a presence carries its token.
    public static let version: UInt16 = 3
    public static let roomHashBytes = 16
    /// The SDK's user account limit.
    public static let maxAccountBytes = 255
    /// An AccessToken2 of a user account of 255 bytes is well under this.
    public static let maxTokenBytes = 2048
    /// A tile never draws more than this many samples a side.
    public static let maxRasterSide = 160
    public static let maxNominalSide = 8192
    public static let maxFps = 120
    /// An audio frame holds at most 60 ms (the longest frame the SDK's codecs use), mono or stereo.
    public static let maxAudioFrameMs = 60
    public static let maxAudioChannels = 2
    /// The last millisecond of year 9999: a time a peer sends beyond it is not a time.
    public static let maxUnixMs: UInt64 = 253_402_300_799_999
    /// A picture's fields before its planes: type, uid, nominal size, raster, timestamp, sequence, send time.
    public static let pictureHeaderBytes = 1 + 4 + 2 + 2 + 1 + 1 + 8 + 4 + 8
    /// The largest payload: a picture at the largest raster, and its header (room for the envelope's, an encrypted
    /// one's and both tags too).
    public static let maxPayloadBytes = 256 + AgoraSimPeerPicture.planeBytes(lumaWidth: maxRasterSide, lumaHeight: maxRasterSide)
        + maxPictureExtrasBytes

    private enum Flag {
        static let broadcaster: UInt8 = 1
        static let video: UInt8 = 2
        static let audio: UInt8 = 4
        static let videoMuted: UInt8 = 8
        static let audioMuted: UInt8 = 16
        static let all: UInt8 = 31
    }

    /// The message as one frame (length prefix included).
    public static func frame(_ message: AgoraSimPeerMessage) -> [UInt8] {
        let body = payload(message)
        var out: [UInt8] = []
        out.reserveCapacity(4 + body.count)
        put32(&out, UInt32(body.count))
        out += body
        return out
    }

    public static func payload(_ message: AgoraSimPeerMessage) -> [UInt8] {
        var out: [UInt8] = []
        switch message {
        case .hello(let version, let room):
            out.append(Kind.hello.rawValue)
            put16(&out, version)
            out += room.prefix(roomHashBytes)
            out += [UInt8](repeating: 0, count: max(0, roomHashBytes - room.count))
        case .presence(let p):
            out.append(Kind.presence.rawValue)
            put32(&out, p.uid)
            let account = Array((p.account ?? "").utf8.prefix(maxAccountBytes))
            out.append(UInt8(account.count))
            out += account
            var flags: UInt8 = 0
            if p.isBroadcaster { flags |= Flag.broadcaster }
            if p.publishesVideo { flags |= Flag.video }
            if p.publishesAudio { flags |= Flag.audio }
            if p.videoMuted { flags |= Flag.videoMuted }
            if p.audioMuted { flags |= Flag.audioMuted }
            out.append(flags)
            put16(&out, UInt16(clamping: min(max(0, p.width), maxNominalSide)))
            put16(&out, UInt16(clamping: min(max(0, p.height), maxNominalSide)))
            out.append(UInt8(clamping: min(max(0, p.fps), maxFps)))
            put64(&out, min(p.joinedAtMs, maxUnixMs))
            put64(&out, p.connectionId)
            let token = Array((p.token ?? "").utf8.prefix(maxTokenBytes))
            put16(&out, UInt16(token.count))
            out += token
        case .leave(let uid):
            out.append(Kind.leave.rawValue)
            put32(&out, uid)
        case .videoFrame(let picture):
            out.append(Kind.videoFrame.rawValue)
            put32(&out, picture.uid)
            put16(&out, UInt16(clamping: min(max(0, picture.width), maxNominalSide)))
            put16(&out, UInt16(clamping: min(max(0, picture.height), maxNominalSide)))
            out.append(UInt8(clamping: picture.lumaWidth))
            out.append(UInt8(clamping: picture.lumaHeight))
            put64(&out, picture.timestampMs)
            put32(&out, picture.sequence)
            put64(&out, min(picture.sentAtMs, maxUnixMs))
            out += picture.planes
            putPictureExtras(&out, picture)
        case .keepAlive:
            out.append(Kind.keepAlive.rawValue)
        case .audioFrame(let audio):
            audioPayload(audio, into: &out)
        case .streamMessage(let packet):
            putStreamMessage(&out, packet)
        case .metadata(let metadata):
            putMetadata(&out, metadata)
        case .sealed(let envelope):
            putSealed(&out, envelope)
        case .envelope(let envelope):
            putEnvelope(&out, envelope)
        }
        return out
    }

    /// One payload's message, or nil when it is not exactly one well-formed message.
    public static func decode<Bytes: Collection>(_ payload: Bytes) -> AgoraSimPeerMessage? where Bytes.Element == UInt8 {
        guard payload.count <= maxPayloadBytes else { return nil }
        var reader = SimPeerByteReader(ArraySlice(payload))
        guard let raw = reader.u8(), let kind = Kind(rawValue: raw) else { return nil }
        let message: AgoraSimPeerMessage?
        switch kind {
        case .hello:
            guard let version = reader.u16(), let room = reader.bytes(roomHashBytes) else { return nil }
            message = .hello(version: version, room: room)
        case .presence:
            message = presence(&reader).map { .presence($0) }
        case .leave:
            message = reader.u32().map { .leave(uid: $0) }
        case .videoFrame:
            message = picture(&reader).map { .videoFrame($0) }
        case .keepAlive:
            message = .keepAlive
        case .audioFrame:
            message = audio(&reader).map { .audioFrame($0) }
        case .streamMessage:
            message = streamMessage(&reader).map { .streamMessage($0) }
        case .metadata:
            message = metadata(&reader).map { .metadata($0) }
        case .sealed:
            message = sealed(&reader).map { .sealed($0) }
        case .envelope:
            message = envelope(&reader).map { .envelope($0) }
        }
        return reader.isAtEnd ? message : nil
    }

    private static func presence(_ reader: inout SimPeerByteReader) -> AgoraSimPeerPresence? {
        guard let uid = reader.u32(), let length = reader.u8(), let accountBytes = reader.bytes(Int(length)),
              let flags = reader.u8(), flags & ~Flag.all == 0,
              let width = reader.u16(), let height = reader.u16(), let fps = reader.u8(),
              let joinedAt = reader.u64(), let connectionId = reader.u64(), joinedAt <= maxUnixMs,
              Int(width) <= maxNominalSide, Int(height) <= maxNominalSide, Int(fps) <= maxFps,
              let tokenLength = reader.u16(), Int(tokenLength) <= maxTokenBytes,
              let tokenBytes = reader.bytes(Int(tokenLength)) else { return nil }
        var account: String?
        if length > 0 {
            guard let text = printableText(accountBytes) else { return nil }
            account = text
        }
        var token: String?
        if tokenLength > 0 {
            guard let text = printableText(tokenBytes) else { return nil }
            token = text
        }
        return AgoraSimPeerPresence(uid: uid, account: account, isBroadcaster: flags & Flag.broadcaster != 0,
                                    publishesVideo: flags & Flag.video != 0, publishesAudio: flags & Flag.audio != 0,
                                    videoMuted: flags & Flag.videoMuted != 0, audioMuted: flags & Flag.audioMuted != 0,
                                    width: Int(width), height: Int(height), fps: Int(fps),
                                    joinedAtMs: joinedAt, connectionId: connectionId, token: token)
    }

    private static func picture(_ reader: inout SimPeerByteReader) -> AgoraSimPeerPicture? {
        guard let uid = reader.u32(), let width = reader.u16(), let height = reader.u16(),
              let lumaWidth = reader.u8(), let lumaHeight = reader.u8(), let timestamp = reader.u64(),
              let sequence = reader.u32(), let sentAt = reader.u64(), sentAt <= maxUnixMs,
              (1...maxRasterSide).contains(Int(lumaWidth)), (1...maxRasterSide).contains(Int(lumaHeight)),
              Int(width) <= maxNominalSide, Int(height) <= maxNominalSide,
              let planes = reader.bytes(AgoraSimPeerPicture.planeBytes(lumaWidth: Int(lumaWidth), lumaHeight: Int(lumaHeight)))
        else { return nil }
        var picture = AgoraSimPeerPicture(uid: uid, width: Int(width), height: Int(height), lumaWidth: Int(lumaWidth),
                                          lumaHeight: Int(lumaHeight), planes: planes, timestampMs: timestamp,
                                          sequence: sequence, sentAtMs: sentAt)
        return pictureExtras(&reader, into: &picture) ? picture : nil
    }

    /// A picture's payload size, known without encoding it again (what the receiver's bitrate counts).
    public static func payloadBytes(of picture: AgoraSimPeerPicture) -> Int {
        pictureHeaderBytes + picture.planes.count + pictureExtrasBytes(picture)
    }

    /// A message's payload size; the media kinds' without encoding them again (what a receiver's bitrate counts).
    public static func payloadBytes(of message: AgoraSimPeerMessage) -> Int {
        switch message {
        case .videoFrame(let picture): payloadBytes(of: picture)
        case .audioFrame(let audio): audio.payloadBytes
        case .sealed(let envelope): sealedHeaderBytes + 4 + envelope.sealed.count
        case .envelope(let envelope): envelopeHeaderBytes + envelope.body.count
        default: payload(message).count
        }
    }

    /// uid, sequence, timestamp, rate, channels, frames per channel, then the samples (big-endian like every field).
    private static func audioPayload(_ audio: AgoraSimPeerAudio, into out: inout [UInt8]) {
        let channels = min(max(1, audio.channels), maxAudioChannels)
        let frames = min(audio.samples.count / channels, maxAudioFrames(rate: audio.sampleRate))
        let count = frames * channels
        out.reserveCapacity(audioHeaderBytes + 2 * count)
        out.append(Kind.audioFrame.rawValue)
        put32(&out, audio.uid)
        put32(&out, audio.sequence)
        put64(&out, audio.timestampMs)
        put16(&out, UInt16(clamping: audio.sampleRate))
        out.append(UInt8(channels))
        put16(&out, UInt16(frames))
        // 25 frames a second per peer: the samples are written in one pass, not appended byte by byte.
        let start = out.count
        out += repeatElement(0, count: 2 * count)
        out.withUnsafeMutableBufferPointer { bytes in
            audio.samples.withUnsafeBufferPointer { samples in
                for index in 0..<count {
                    let bits = UInt16(bitPattern: samples[index])
                    bytes[start + 2 * index] = UInt8(bits >> 8)
                    bytes[start + 2 * index + 1] = UInt8(truncatingIfNeeded: bits)
                }
            }
        }
    }

    static func maxAudioFrames(rate: Int) -> Int { max(0, rate) * maxAudioFrameMs / 1000 }

    private static func audio(_ reader: inout SimPeerByteReader) -> AgoraSimPeerAudio? {
        guard let uid = reader.u32(), let sequence = reader.u32(), let timestamp = reader.u64(),
              let rate = reader.u16(), let channels = reader.u8(), let frames = reader.u16(),
              audioSampleRates.contains(Int(rate)), (1...maxAudioChannels).contains(Int(channels)),
              (1...maxAudioFrames(rate: Int(rate))).contains(Int(frames)),
              let samples = reader.int16s(Int(frames) * Int(channels)) else { return nil }
        return AgoraSimPeerAudio(uid: uid, sequence: sequence, timestampMs: timestamp, sampleRate: Int(rate),
                                 channels: Int(channels), samples: samples)
    }

    /// Valid UTF-8 without control characters: a peer's text reaches logs and the screen.
    static func printableText(_ bytes: [UInt8]) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let control = text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        return control ? nil : text
    }

    static func put16(_ out: inout [UInt8], _ value: UInt16) {
        out += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    static func put32(_ out: inout [UInt8], _ value: UInt32) {
        put16(&out, UInt16(value >> 16))
        put16(&out, UInt16(value & 0xFFFF))
    }

    static func put64(_ out: inout [UInt8], _ value: UInt64) {
        put32(&out, UInt32(value >> 32))
        put32(&out, UInt32(value & 0xFFFF_FFFF))
    }
}
