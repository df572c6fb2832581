import Foundation
import MediaFormats

/// The room noise the simulated microphone picks up, left after the SDK's classic noise suppression, and what AI
/// noise suppression (`setAINSMode`) takes off it. The SDK documents no figures; these are the simulation's: a
/// floor of -60 dBFS (level 36 on the 0…255 meter), lowered by 12 dB (balanced), 18 dB (ultra-low latency) or
/// 25 dB (aggressive), so with AINS on a pause reads near 0.
enum SimMicrophoneNoise {
    static let floorDecibels = -60.0

    /// How many dB `mode` takes off the floor (nil: AINS off).
    static func suppression(_ mode: AUDIO_AINS_MODE?) -> Double {
        switch mode {
        case nil: 0
        case .AINS_MODE_BALANCED: 12
        case .AINS_MODE_ULTRALOWLATENCY: 18
        case .AINS_MODE_AGGRESSIVE: 25
        }
    }

    /// RMS (16-bit scale) of the noise left, scaled by the recording volume.
    static func rms(_ mode: AUDIO_AINS_MODE?, gain: Double) -> Double {
        32768 * pow(10, (floorDecibels - suppression(mode)) / 20) * gain
    }

    /// A voice level (0…255) with the noise under it, as a meter reads their sum.
    static func level(voice: Int, _ mode: AUDIO_AINS_MODE?, gain: Double) -> Int {
        let voiceRMS = PCMLevel.rms(forLevel: voice)
        let noiseRMS = rms(mode, gain: gain)
        return PCMLevel.level(rms: (voiceRMS * voiceRMS + noiseRMS * noiseRMS).squareRoot())
    }

    /// Adds the noise to one block of interleaved PCM (the same on every channel). Deterministic per block.
    static func add(into block: inout [Float], channels: Int, seed: UInt64, _ mode: AUDIO_AINS_MODE?, gain: Double) {
        // Uniform noise in ±a has an RMS of a/√3.
        let amplitude = Float(rms(mode, gain: gain) * 3.0.squareRoot())
        guard amplitude > 0, channels > 0 else { return }
        var state = seed | 1
        for frame in 0..<(block.count / channels) {
            // xorshift64: cheap, and enough for noise.
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let sample = amplitude * (Float(state >> 40) / Float(1 << 23) - 1)
            for channel in 0..<channels { block[frame * channels + channel] += sample }
        }
    }
}
