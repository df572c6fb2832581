/// Serialises what the simulation sends over the network — video frames and PCM audio chunks — into self-checking
/// payloads: magic, kind, body length, an FNV-1a checksum, then the body (all little-endian). A payload that went
/// through the wrong key or packet transform fails the checks and is not decoded.
enum SimMediaCodec {
    enum Kind: UInt8, Sendable {
        case audio = 1
        case video = 2
    }

    private static let magic: [UInt8] = Array("ASIM".utf8)
    private static let headerLength = 4 + 1 + 4 + 4

    static func encode(_ frame: AgoraSimVideoFrame) -> [UInt8] {
        var body: [UInt8] = []
        body.reserveCapacity(32 + frame.luma.count + frame.chromaU.count * 2)
        for value in [frame.width, frame.height, frame.lumaWidth, frame.lumaHeight] { append(UInt32(clamping: value), to: &body) }
        append(UInt64(clamping: frame.timestampMs), to: &body)
        append(UInt32(truncatingIfNeeded: frame.uid), to: &body)
        body.append(frame.mirrored ? 1 : 0)
        // The whole I420 picture: Y, then U and V at half resolution.
        body += frame.luma
        body += frame.chromaU
        body += frame.chromaV
        return wrap(body, kind: .video)
    }

    static func decodeVideo(_ payload: [UInt8]) -> AgoraSimVideoFrame? {
        guard let body = unwrap(payload, kind: .video), body.count >= 29 else { return nil }
        var reader = Reader(bytes: body)
        let width = Int(reader.u32()), height = Int(reader.u32())
        let lumaWidth = Int(reader.u32()), lumaHeight = Int(reader.u32())
        let timestamp = Int(reader.u64())
        let uid = UInt(reader.u32())
        let mirrored = reader.byte() == 1
        let lumaCount = lumaWidth * lumaHeight, chromaCount = ((lumaWidth + 1) / 2) * ((lumaHeight + 1) / 2)
        guard lumaWidth >= 0, lumaHeight >= 0, body.count - reader.offset == lumaCount + 2 * chromaCount else { return nil }
        let planes = body[reader.offset...]
        let luma = Array(planes.prefix(lumaCount))
        let chromaU = Array(planes.dropFirst(lumaCount).prefix(chromaCount))
        let chromaV = Array(planes.dropFirst(lumaCount + chromaCount))
        return AgoraSimVideoFrame(width: width, height: height, lumaWidth: lumaWidth, lumaHeight: lumaHeight, luma: luma,
                                  chromaU: chromaU, chromaV: chromaV, timestampMs: timestamp, uid: uid, mirrored: mirrored)
    }

    static func encode(_ samples: [Int16]) -> [UInt8] {
        var body: [UInt8] = []
        body.reserveCapacity(samples.count * 2)
        for sample in samples {
            let bits = UInt16(bitPattern: sample)
            body.append(UInt8(bits & 0xFF))
            body.append(UInt8(bits >> 8))
        }
        return wrap(body, kind: .audio)
    }

    static func decodeAudio(_ payload: [UInt8]) -> [Int16]? {
        guard let body = unwrap(payload, kind: .audio), body.count % 2 == 0 else { return nil }
        return stride(from: 0, to: body.count, by: 2).map { Int16(bitPattern: UInt16(body[$0]) | UInt16(body[$0 + 1]) << 8) }
    }

    /// FNV-1a, 32 bits.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in bytes {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }

    private static func wrap(_ body: [UInt8], kind: Kind) -> [UInt8] {
        var payload = magic
        payload.append(kind.rawValue)
        append(UInt32(body.count), to: &payload)
        append(checksum(body), to: &payload)
        return payload + body
    }

    private static func unwrap(_ payload: [UInt8], kind: Kind) -> [UInt8]? {
        guard payload.count >= headerLength, Array(payload[0..<4]) == magic, payload[4] == kind.rawValue else { return nil }
        var reader = Reader(bytes: payload, offset: 5)
        let length = Int(reader.u32())
        let sum = reader.u32()
        guard payload.count - headerLength == length else { return nil }
        let body = Array(payload[headerLength...])
        return checksum(body) == sum ? body : nil
    }

    static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Little-endian reads; callers check lengths first.
    struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func byte() -> UInt8 {
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func u16() -> UInt16 {
            UInt16(byte()) | UInt16(byte()) << 8
        }

        mutating func u32() -> UInt32 {
            (0..<4).reduce(UInt32(0)) { value, index in value | UInt32(byte()) << (8 * UInt32(index)) }
        }

        mutating func u64() -> UInt64 {
            (0..<8).reduce(UInt64(0)) { value, index in value | UInt64(byte()) << (8 * UInt64(index)) }
        }
    }
}
