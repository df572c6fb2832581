@testable import MediaFormats

/// Builds WAV bytes chunk by chunk, so tests can break one thing at a time.
struct WAVTestFile {
    var riff = "RIFF"
    var wave = "WAVE"
    var chunks: [(id: String, body: [UInt8])] = []

    static func fmtBody(tag: UInt16 = 1, channels: UInt16 = 1, rate: UInt32 = 16_000, bits: UInt16 = 16,
                        blockAlign: UInt16? = nil) -> [UInt8] {
        let align = blockAlign ?? channels * bits / 8
        return WAVFormat.le16(tag) + WAVFormat.le16(channels) + WAVFormat.le32(rate)
            + WAVFormat.le32(rate * UInt32(align)) + WAVFormat.le16(align) + WAVFormat.le16(bits)
    }

    /// A valid mono 16 kHz file holding `samples`.
    static func pcm(_ samples: [Int16], channels: UInt16 = 1, rate: UInt32 = 16_000) -> WAVTestFile {
        WAVTestFile(chunks: [("fmt ", fmtBody(channels: channels, rate: rate)), ("data", WAVFormat.bytes(of: samples))])
    }

    var bytes: [UInt8] {
        var body: [UInt8] = Array(wave.utf8)
        for chunk in chunks {
            body += Array(chunk.id.utf8) + WAVFormat.le32(UInt32(chunk.body.count)) + chunk.body
            if chunk.body.count % 2 == 1 { body.append(0) }
        }
        return Array(riff.utf8) + WAVFormat.le32(UInt32(body.count)) + body
    }
}
