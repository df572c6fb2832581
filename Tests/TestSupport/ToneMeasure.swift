import Foundation

/// What a test hears in a stretch of interleaved stereo: the level of each channel and the strength of one
/// frequency, measured from the samples (never from the engine's own figures).
public struct ToneMeasure: Sendable {
    public let left: [Double]
    public let right: [Double]
    public let sampleRate: Double

    /// `samples`: interleaved stereo at `sampleRate` (Int16 scale, as Floats or Int16).
    public init(stereo samples: [Float], sampleRate: Double = 48_000) {
        var left: [Double] = [], right: [Double] = []
        left.reserveCapacity(samples.count / 2)
        right.reserveCapacity(samples.count / 2)
        for index in stride(from: 0, to: samples.count - 1, by: 2) {
            left.append(Double(samples[index]))
            right.append(Double(samples[index + 1]))
        }
        self.left = left
        self.right = right
        self.sampleRate = sampleRate
    }

    public init(stereo samples: [Int16], sampleRate: Double = 48_000) {
        self.init(stereo: samples.map(Float.init), sampleRate: sampleRate)
    }

    /// Root mean square of each channel.
    public var rms: (left: Double, right: Double) { (Self.rms(left), Self.rms(right)) }

    /// The amplitude of `frequency` in the left+right average (Goertzel, over the whole stretch): a sine of peak A
    /// reads ≈ A, whatever else sounds beside it.
    public func amplitude(at frequency: Double) -> Double {
        let mono = zip(left, right).map { ($0 + $1) / 2 }
        return Self.goertzel(mono, frequency: frequency, sampleRate: sampleRate)
    }

    /// The strongest frequency in the average, searched from `low` to `high` Hz in `step` Hz steps.
    public func dominantFrequency(from low: Double = 50, to high: Double = 4_000, step: Double = 5) -> Double {
        let mono = zip(left, right).map { ($0 + $1) / 2 }
        var best = (frequency: low, amplitude: -1.0)
        for frequency in stride(from: low, through: high, by: step) {
            let amplitude = Self.goertzel(mono, frequency: frequency, sampleRate: sampleRate)
            if amplitude > best.amplitude { best = (frequency, amplitude) }
        }
        return best.frequency
    }

    static func rms(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return (values.reduce(0) { $0 + $1 * $1 } / Double(values.count)).squareRoot()
    }

    static func goertzel(_ values: [Double], frequency: Double, sampleRate: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let omega = 2 * Double.pi * frequency / sampleRate
        let coefficient = 2 * cos(omega)
        var previous = 0.0, beforePrevious = 0.0
        for value in values {
            let current = value + coefficient * previous - beforePrevious
            beforePrevious = previous
            previous = current
        }
        let power = previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious
        return 2 * power.squareRoot() / Double(values.count)
    }
}
