import Foundation

/// A deterministic "someone is talking" loudness curve: talk spurts and pauses of ~1.2 s, syllables at ~4 Hz.
enum SimSpeechEnvelope {
    static let spurt = 1.2

    /// 0…255 loudness for `voice` at `seconds`, before any volume scaling.
    static func level(voice: UInt64, at seconds: Double) -> Int {
        let slot = UInt64(max(0, seconds / spurt))
        let talking = SimRandom.hashUnit(voice, slot) < 0.65
        guard talking else { return Int(SimRandom.hashUnit(voice, slot &+ 7919) * 6) }
        let peak = 120 + SimRandom.hashUnit(voice &+ 1, slot) * 110
        let syllable = abs(sin(seconds * 2 * Double.pi * (3.5 + Double(voice % 5) * 0.3)))
        return Int((peak * (0.45 + 0.55 * syllable)).rounded())
    }

    /// Applies an SDK signal volume (0…400, 100 = unchanged) and clips to 0…255.
    static func scaled(_ level: Int, volume: Int) -> Int {
        min(255, max(0, level * volume / 100))
    }

    /// A plausible voice pitch in Hz while talking.
    static func pitch(voice: UInt64, at seconds: Double, level: Int) -> Double {
        guard level > 20 else { return 0 }
        let base = 110 + Double(voice % 7) * 20
        return (base + 25 * sin(seconds * 1.7)).rounded()
    }
}
