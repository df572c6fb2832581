import Foundation

/// Writes whole WAV files: the canonical 44-byte header (PCM, 16-bit) and the samples, little-endian.
public enum WAVWriter {
    public static func encode(_ audio: WAVAudio) -> [UInt8] {
        let payload = WAVFormat.bytes(of: audio.samples)
        var bytes = WAVFormat.header(sampleRate: audio.sampleRate, channels: audio.channels, dataBytes: payload.count)
        bytes += payload
        // 16-bit frames are always an even number of bytes, so RIFF's pad byte is never needed here.
        return bytes
    }

    public static func write(_ audio: WAVAudio, to path: String) throws {
        try validate(sampleRate: audio.sampleRate, channels: audio.channels)
        guard audio.samples.count % audio.channels == 0 else {
            throw MediaFormatError.malformed("\(audio.samples.count) samples do not divide into \(audio.channels) channels")
        }
        guard audio.samples.count * 2 <= WAVFormat.maximumDataBytes else {
            throw MediaFormatError.unsupported("more than 4 GB of samples")
        }
        let stream = try WAVStreamWriter(path: path, sampleRate: audio.sampleRate, channels: audio.channels)
        try stream.append(audio.samples)
        try stream.close()
    }

    static func validate(sampleRate: Int, channels: Int) throws {
        guard WAVFormat.supportedChannels.contains(channels) else {
            throw MediaFormatError.unsupported("\(channels) channels, only mono or stereo")
        }
        guard WAVFormat.sampleRates.contains(sampleRate) else {
            throw MediaFormatError.malformed("sample rate \(sampleRate) is outside 8000…192000 Hz")
        }
    }
}
