import Foundation
import MediaFormats

/// The simulation's reverb (the SDK's DSP is not public), on the voice's level: the dry signal at its level, plus a
/// wet tail of echoes of what was said before. The tail starts `wetDelay` ms late, is as loud as `wetLevel` scaled
/// by `strength` (a fifth of it at 0), and dies away 60 dB over 0.1 s (room size 0) to 2 s (room size 100). Every
/// key is heard: the tail fills the pauses after a talk spurt, so the local level there shows it.
struct SimVoiceReverb: Sendable, Equatable {
    var values = [Int](repeating: 0, count: AgoraAudioReverbType.allCases.count)

    /// Echo spacing of the tail.
    static let step = 0.02

    subscript(_ key: AgoraAudioReverbType) -> Int {
        get { values[key.rawValue] }
        set { values[key.rawValue] = newValue }
    }

    /// The wet signal is in use once any of its keys is away from 0; the dry level alone is a plain gain.
    var hasTail: Bool { self[.wetLevel] != 0 || self[.roomSize] != 0 || self[.wetDelay] != 0 || self[.strength] != 0 }

    var dryGain: Double { pow(10, Double(self[.dryLevel]) / 20) }
    var wetGain: Double { pow(10, Double(self[.wetLevel]) / 20) * (0.2 + 0.8 * Double(self[.strength]) / 100) }
    /// Seconds for the tail to fall by 60 dB.
    var decaySeconds: Double { 0.1 + 1.9 * Double(self[.roomSize]) / 100 }
    var delaySeconds: Double { Double(self[.wetDelay]) / 1000 }

    /// The level (0…255) at `t` of a voice whose unprocessed level is `level(t)` and whose direct sound reads
    /// `direct` now.
    func level(direct: Int, at t: Double, _ level: (Double) -> Int) -> Int {
        guard hasTail else { return direct }
        let directRMS = PCMLevel.rms(forLevel: direct)
        // Echo k is r^k as loud as the first; the weights (1 - r²) r^2k sum to 1, so a steady voice gets a tail of
        // wetGain times its own level.
        let r = pow(10, -3 * Self.step / decaySeconds)
        let echoes = Int((decaySeconds / Self.step).rounded(.up))
        var wetEnergy = 0.0
        var weight = 1 - r * r
        for k in 0...echoes {
            let when = t - delaySeconds - Double(k) * Self.step
            guard when >= 0 else { break }
            let rms = PCMLevel.rms(forLevel: level(when))
            wetEnergy += weight * rms * rms
            weight *= r * r
        }
        let wetRMS = wetEnergy.squareRoot() * wetGain
        return PCMLevel.level(rms: (directRMS * directRMS + wetRMS * wetRMS).squareRoot())
    }
}
