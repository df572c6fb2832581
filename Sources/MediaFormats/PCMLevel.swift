import Foundation

/// Loudness of 16-bit PCM on the SDK's 0…255 volume scale, as a 70 dB meter: RMS at or below −70 dBFS is 0,
/// full-scale RMS is 255, linear in decibels in between (so a pause reads near 0 and normal speech or music
/// mid-to-high). `rms(forLevel:)` is the inverse, for making PCM of a wanted level.
public enum PCMLevel {
    /// The meter's range in decibels.
    public static let rangeDecibels = 70.0
    static let fullScale = 32768.0

    public static func rms(_ samples: [Int16]) -> Double {
        samples.withUnsafeBufferPointer { rms($0) }
    }

    public static func rms(_ samples: UnsafeBufferPointer<Int16>) -> Double {
        guard !samples.isEmpty else { return 0 }
        var sum = 0.0
        for sample in samples {
            let value = Double(sample)
            sum += value * value
        }
        return (sum / Double(samples.count)).squareRoot()
    }

    /// RMS of little-endian 16-bit PCM bytes (an odd trailing byte is ignored).
    public static func rms(bytes: UnsafeRawBufferPointer) -> Double {
        let count = bytes.count / 2
        guard count > 0 else { return 0 }
        var sum = 0.0
        for index in 0..<count {
            let value = Double(Int16(bitPattern: UInt16(bytes[index * 2]) | UInt16(bytes[index * 2 + 1]) << 8))
            sum += value * value
        }
        return (sum / Double(count)).squareRoot()
    }

    public static func level(rms: Double) -> Int {
        guard rms > 0 else { return 0 }
        let decibels = 20 * log10(rms / fullScale)
        return min(255, max(0, Int((255 * (decibels + rangeDecibels) / rangeDecibels).rounded())))
    }

    public static func level(_ samples: [Int16]) -> Int { level(rms: rms(samples)) }

    /// The RMS that reads as `level` (0 for level 0).
    public static func rms(forLevel level: Int) -> Double {
        guard level > 0 else { return 0 }
        return rmsByLevel[min(level, 255)]
    }

    /// `rms(forLevel:)` for every level, worked out once: the simulated voices ask twice per 10 ms block each, and
    /// a `pow` per question showed in the sound profile (issue 33).
    private static let rmsByLevel: [Double] = (0...255).map { level in
        let decibels = Double(level) * rangeDecibels / 255 - rangeDecibels
        return level == 0 ? 0 : fullScale * pow(10, decibels / 20)
    }
}
