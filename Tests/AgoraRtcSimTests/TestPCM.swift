import Foundation
import MediaFormats

/// PCM helpers for the audio tests.
enum TestPCM {
    /// A sine of `seconds` at `frequency`, scaled to read as `level` on the 0…255 meter.
    static func tone(level: Int, seconds: Double, rate: Int, channels: Int, frequency: Double = 440) -> [Int16] {
        let amplitude = PCMLevel.rms(forLevel: level) * 2.0.squareRoot()
        let frames = Int(seconds * Double(rate))
        var samples: [Int16] = []
        samples.reserveCapacity(frames * channels)
        for frame in 0..<frames {
            let value = Int16((amplitude * sin(2 * Double.pi * frequency * Double(frame) / Double(rate))).rounded())
            for _ in 0..<channels { samples.append(value) }
        }
        return samples
    }

    static func decode(_ bytes: [UInt8]) -> [Int16] {
        (0..<bytes.count / 2).map { Int16(bitPattern: UInt16(bytes[$0 * 2]) | UInt16(bytes[$0 * 2 + 1]) << 8) }
    }
}
