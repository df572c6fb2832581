import Foundation

/// Reads RIFF/WAVE files of 16-bit little-endian PCM, mono or stereo, at any sample rate. Unknown chunks
/// (LIST, fact, cue …) are skipped; anything malformed is a `MediaFormatError` that says what was wrong.
public enum WAVReader {
    /// Files bigger than this are refused rather than read into memory.
    public static let maximumFileBytes = 256 << 20

    /// Only a regular file is read (see `MediaFileIO.read`).
    public static func read(path: String) throws -> WAVAudio {
        try read(MediaFileIO.read(path, maximumBytes: maximumFileBytes))
    }

    public static func read(_ bytes: [UInt8]) throws -> WAVAudio {
        guard bytes.count >= 12 else { throw MediaFormatError.truncated("\(bytes.count) bytes, a RIFF header needs 12") }
        guard Array(bytes[0..<4]) == WAVFormat.riff else {
            throw MediaFormatError.wrongMagic("expected RIFF, found \(fourCC(bytes, 0))")
        }
        guard Array(bytes[8..<12]) == WAVFormat.wave else {
            throw MediaFormatError.wrongMagic("expected WAVE, found \(fourCC(bytes, 8))")
        }
        var format: (channels: Int, sampleRate: Int)?
        var dataRange: Range<Int>?
        var offset = 12
        // The RIFF size is often wrong in files written by streaming tools, so the chunks are walked to the end
        // of the file instead; a chunk that claims more than the file holds is what counts as truncation.
        while offset + 8 <= bytes.count {
            let id = Array(bytes[offset..<offset + 4])
            var size = Int(u32(bytes, offset + 4))
            let body = offset + 8
            // A stream's data chunk (written into a pipe, its length unknown when the header went out) runs to the end.
            if id == WAVFormat.data, size == Int(WAVFormat.streamingSize) { size = bytes.count - body }
            guard size <= bytes.count - body else {
                throw MediaFormatError.truncated("\(fourCC(bytes, offset)) chunk says \(size) bytes, the file has \(bytes.count - body) left")
            }
            if id == WAVFormat.fmt {
                format = try parseFormat(bytes, at: body, size: size)
            } else if id == WAVFormat.data, dataRange == nil {
                dataRange = body..<body + size
            }
            offset = body + size + size % 2
        }
        guard let format else { throw MediaFormatError.malformed("no fmt chunk") }
        guard let dataRange else { throw MediaFormatError.malformed("no data chunk") }
        let blockAlign = format.channels * 2
        // A trailing partial frame (a writer cut off mid-sample) is dropped rather than refused.
        let frames = dataRange.count / blockAlign
        var samples = [Int16](repeating: 0, count: frames * format.channels)
        var position = dataRange.lowerBound
        for index in samples.indices {
            samples[index] = Int16(bitPattern: UInt16(bytes[position]) | UInt16(bytes[position + 1]) << 8)
            position += 2
        }
        return WAVAudio(sampleRate: format.sampleRate, channels: format.channels, samples: samples)
    }

    private static func parseFormat(_ bytes: [UInt8], at offset: Int, size: Int) throws -> (channels: Int, sampleRate: Int) {
        guard size >= 16 else { throw MediaFormatError.truncated("fmt chunk of \(size) bytes, PCM needs 16") }
        var tag = u16(bytes, offset)
        if tag == WAVFormat.formatExtensible {
            guard size >= 40 else { throw MediaFormatError.truncated("extensible fmt chunk of \(size) bytes, needs 40") }
            tag = u16(bytes, offset + 24)
        }
        guard tag == WAVFormat.formatPCM else {
            throw MediaFormatError.unsupported("format tag \(tag)\(tag == 3 ? " (IEEE float)" : ""), only PCM (1)")
        }
        let channels = Int(u16(bytes, offset + 2))
        let sampleRate = Int(u32(bytes, offset + 4))
        let blockAlign = Int(u16(bytes, offset + 12))
        let bits = Int(u16(bytes, offset + 14))
        guard bits == 16 else { throw MediaFormatError.unsupported("\(bits) bits per sample, only 16") }
        guard WAVFormat.supportedChannels.contains(channels) else {
            throw MediaFormatError.unsupported("\(channels) channels, only mono or stereo")
        }
        guard WAVFormat.sampleRates.contains(sampleRate) else {
            throw MediaFormatError.malformed("sample rate \(sampleRate) is outside 8000…192000 Hz")
        }
        guard blockAlign == channels * 2 else {
            throw MediaFormatError.malformed("block align \(blockAlign) for \(channels) channels of 16 bits")
        }
        return (channels, sampleRate)
    }

    private static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// Four bytes shown as text when printable, else in hex, for error messages.
    private static func fourCC(_ bytes: [UInt8], _ offset: Int) -> String {
        let code = bytes[offset..<min(bytes.count, offset + 4)]
        if code.allSatisfy({ (0x20...0x7E).contains($0) }) { return "\"" + String(decoding: code, as: UTF8.self) + "\"" }
        return code.map { String($0, radix: 16) }.joined(separator: " ")
    }
}
