import Foundation
import MediaFormats

/// PCM and WAV test data: tones of a known level, and little-endian bytes read back as samples.
public enum TestAudio {
    /// `seconds` of a sine at `frequency` and peak `amplitude`, the same sample in each of `channels`; `envelope`
    /// scales the peak by the time in seconds (a swell), 1 throughout unless given.
    public static func sine(amplitude: Double, frequency: Double = 440, seconds: Double, rate: Int, channels: Int = 1,
                            envelope: (Double) -> Double = { _ in 1 }) -> [Int16] {
        let frames = Int(seconds * Double(rate))
        var samples: [Int16] = []
        samples.reserveCapacity(frames * channels)
        for frame in 0..<frames {
            let phase = 2 * Double.pi * frequency * Double(frame) / Double(rate)
            let value = Int16((amplitude * envelope(Double(frame) / Double(rate)) * sin(phase)).rounded())
            for _ in 0..<channels { samples.append(value) }
        }
        return samples
    }

    /// A sine scaled to read as `level` on the 0…255 meter.
    public static func tone(level: Int, seconds: Double, rate: Int, channels: Int, frequency: Double = 440) -> [Int16] {
        sine(amplitude: PCMLevel.rms(forLevel: level) * 2.0.squareRoot(), frequency: frequency, seconds: seconds, rate: rate,
             channels: channels)
    }

    /// Writes `samples` as a WAV file at `path` and returns the path.
    @discardableResult
    public static func writeWAV(_ samples: [Int16], rate: Int, channels: Int = 1, to path: String) throws -> String {
        try WAVWriter.write(WAVAudio(sampleRate: rate, channels: channels, samples: samples), to: path)
        return path
    }

    /// Little-endian 16-bit bytes as samples.
    public static func decode(_ bytes: [UInt8]) -> [Int16] {
        (0..<bytes.count / 2).map { Int16(bitPattern: UInt16(bytes[$0 * 2]) | UInt16(bytes[$0 * 2 + 1]) << 8) }
    }
}
