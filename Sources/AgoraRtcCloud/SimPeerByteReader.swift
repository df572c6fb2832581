import AgoraRtcSim

/// A cursor over untrusted bytes: every read is bounds-checked and answers nil past the end, never traps.
struct SimPeerByteReader {
    private let bytes: ArraySlice<UInt8>
    private var offset: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    var isAtEnd: Bool { offset == bytes.endIndex }

    mutating func u8() -> UInt8? {
        guard offset < bytes.endIndex else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func u16() -> UInt16? {
        guard let high = u8(), let low = u8() else { return nil }
        return UInt16(high) << 8 | UInt16(low)
    }

    mutating func u32() -> UInt32? {
        guard let high = u16(), let low = u16() else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    mutating func u64() -> UInt64? {
        guard let high = u32(), let low = u32() else { return nil }
        return UInt64(high) << 32 | UInt64(low)
    }

    /// `count` bytes, or nil when fewer remain (checked before anything is allocated).
    mutating func bytes(_ count: Int) -> [UInt8]? {
        guard count >= 0, bytes.endIndex - offset >= count else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    /// `count` big-endian 16-bit samples, or nil when fewer remain (checked before anything is allocated).
    mutating func int16s(_ count: Int) -> [Int16]? {
        guard count >= 0, (bytes.endIndex - offset) / 2 >= count else { return nil }
        defer { offset += count * 2 }
        return bytes[offset..<offset + count * 2].withUnsafeBufferPointer { raw in
            [Int16](unsafeUninitializedCapacity: count) { buffer, initialized in
                for index in 0..<count {
                    buffer[index] = Int16(bitPattern: UInt16(raw[2 * index]) << 8 | UInt16(raw[2 * index + 1]))
                }
                initialized = count
            }
        }
    }
}
