/// The RIFF/WAVE facts the reader and writers share.
enum WAVFormat {
    static let riff: [UInt8] = Array("RIFF".utf8)
    static let wave: [UInt8] = Array("WAVE".utf8)
    static let fmt: [UInt8] = Array("fmt ".utf8)
    static let data: [UInt8] = Array("data".utf8)
    /// WAVE_FORMAT_PCM.
    static let formatPCM: UInt16 = 1
    /// WAVE_FORMAT_EXTENSIBLE: the real format is the first two bytes of the sub-format GUID.
    static let formatExtensible: UInt16 = 0xFFFE
    /// RIFF header (12) + "fmt " chunk (8 + 16) + "data" chunk header (8).
    static let canonicalHeaderSize = 44
    /// Channel counts the project handles (mono and stereo).
    static let supportedChannels = 1...2
    /// From telephone quality to studio rates. Outside it a header is more likely garbage than audio, and
    /// players pacing pushes by the rate would stall or flood (issue 12).
    static let sampleRates = 8_000...192_000
    /// The RIFF size field is 32 bits.
    static let maximumDataBytes = Int(UInt32.max) - 36

    /// The canonical 44-byte header for `dataBytes` of PCM in this format.
    /// The size a stream's header gives (RIFF and data chunk) when the real one cannot be written afterwards: the
    /// usual "until the end of the stream" of WAV written into pipes. `WAVReader` reads such a data chunk to the end.
    static let streamingSize = UInt32.max

    /// The header of a WAV written into a FIFO or another output that cannot seek back to fill in the sizes.
    static func streamingHeader(sampleRate: Int, channels: Int) -> [UInt8] {
        var bytes = header(sampleRate: sampleRate, channels: channels, dataBytes: 0)
        bytes.replaceSubrange(4..<8, with: le32(streamingSize))
        bytes.replaceSubrange(40..<44, with: le32(streamingSize))
        return bytes
    }

    static func header(sampleRate: Int, channels: Int, dataBytes: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(canonicalHeaderSize)
        let padded = dataBytes + dataBytes % 2
        bytes += riff
        bytes += le32(UInt32(36 + padded))
        bytes += wave
        bytes += fmt
        bytes += le32(16)
        bytes += le16(formatPCM)
        bytes += le16(UInt16(channels))
        bytes += le32(UInt32(sampleRate))
        bytes += le32(UInt32(sampleRate * channels * 2))
        bytes += le16(UInt16(channels * 2))
        bytes += le16(16)
        bytes += data
        bytes += le32(UInt32(dataBytes))
        return bytes
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    static func le32(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)]
    }

    /// Little-endian 16-bit samples as bytes.
    static func bytes(of samples: [Int16]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: samples.count * 2)
        for (index, sample) in samples.enumerated() {
            let value = UInt16(bitPattern: sample)
            bytes[index * 2] = UInt8(value & 0xFF)
            bytes[index * 2 + 1] = UInt8(value >> 8)
        }
        return bytes
    }
}
