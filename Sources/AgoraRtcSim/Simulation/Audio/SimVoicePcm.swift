import Foundation

/// Real PCM for the places where the simulation processes audio samples (an audio extension, encrypted audio):
/// 10 ms of 16 kHz mono voice whose peak follows the speech envelope, and the SDK's 0…255 level measured back.
enum SimVoicePcm {
    static let sampleRate = 16_000
    static let framesPerChunk = 160
    /// The sample amplitude that measures as level 255.
    static let fullScale = 30_000.0

    /// A voiced chunk: fundamental plus two harmonics, scaled so its peak measures as `level`.
    static func voice(level: Int, pitchHz: Double, at seconds: Double) -> [Int16] {
        let amplitude = Double(min(255, max(0, level))) / 255 * fullScale
        let pitch = pitchHz > 0 ? pitchHz : 150
        var samples = [Double](repeating: 0, count: framesPerChunk)
        for index in 0..<framesPerChunk {
            let t = seconds + Double(index) / Double(sampleRate)
            let phase = 2 * Double.pi * pitch * t
            samples[index] = sin(phase) + 0.35 * sin(2 * phase) + 0.15 * sin(3 * phase)
        }
        let peak = samples.map(abs).max() ?? 1
        return samples.map { Int16((($0 / max(peak, 1e-9)) * amplitude).rounded()) }
    }

    /// The loudness of `samples` on the SDK's 0…255 scale (peak amplitude against `fullScale`).
    static func level(_ samples: [Int16]) -> Int {
        let peak = samples.map { abs(Int($0)) }.max() ?? 0
        return min(255, Int((Double(peak) / fullScale * 255).rounded()))
    }
}
