import Foundation
import MediaFormats

/// Synthetic speech PCM for a simulated user: a voiced tone whose pitch follows `SimSpeechEnvelope.pitch` and
/// whose RMS follows `SimSpeechEnvelope.level`, so a meter reading the PCM (`PCMLevel`) shows what volume
/// indication reports. A pure function of the voice and the time, so any block can be made on demand.
enum SimVoice {
    private static let harmonics: [Double] = [1, 0.35, 0.15]
    private static let unitRMS = ((1 + 0.35 * 0.35 + 0.15 * 0.15) / 2).squareRoot()

    /// One block of `frames` frames starting at `start` seconds, scaled by `gain` (1 = as spoken).
    static func block(voice: UInt64, start: Double, frames: Int, rate: Int, channels: Int, gain: Double) -> [Float] {
        var out = [Float](repeating: 0, count: frames * channels)
        guard gain > 0, frames > 0 else { return out }
        let duration = Double(frames) / Double(rate)
        let first = PCMLevel.rms(forLevel: SimSpeechEnvelope.level(voice: voice, at: start)) / unitRMS * gain
        let last = PCMLevel.rms(forLevel: SimSpeechEnvelope.level(voice: voice, at: start + duration)) / unitRMS * gain
        guard first > 0 || last > 0 else { return out }
        // Pitch base + 25 sin(1.7 t) Hz, integrated to a phase in cycles; within 10 ms it is close to linear, so
        // each harmonic is a phasor turned by a fixed step per sample (no trigonometry per sample).
        let base = 110 + Double(voice % 7) * 20
        let phase = base * start - 25 / 1.7 * cos(1.7 * start)
        let frequency = base + 25 * sin(1.7 * start)
        let angle = 2 * Double.pi * (phase - phase.rounded(.down))
        let step = 2 * Double.pi * frequency / Double(rate)
        // Fundamental, second and third harmonic as phasors (re, im), each turned by its own step per sample.
        var (re1, im1, re2, im2, re3, im3) = (cos(angle), sin(angle), cos(2 * angle), sin(2 * angle), cos(3 * angle), sin(3 * angle))
        let (c1, s1, c2, s2, c3, s3) = (cos(step), sin(step), cos(2 * step), sin(2 * step), cos(3 * step), sin(3 * step))
        let (w1, w2, w3) = (harmonics[0], harmonics[1], harmonics[2])
        let slope = (last - first) / Double(frames)
        out.withUnsafeMutableBufferPointer { samples in
            for frame in 0..<frames {
                let value = (w1 * im1 + w2 * im2 + w3 * im3) * (first + slope * Double(frame))
                (re1, im1) = (re1 * c1 - im1 * s1, re1 * s1 + im1 * c1)
                (re2, im2) = (re2 * c2 - im2 * s2, re2 * s2 + im2 * c2)
                (re3, im3) = (re3 * c3 - im3 * s3, re3 * s3 + im3 * c3)
                for channel in 0..<channels { samples[frame * channels + channel] = Float(value) }
            }
        }
        return out
    }
}
