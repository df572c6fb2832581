import Foundation

/// The local voice chain. The three preset families (beautifier, audio effect, voice conversion) share one slot —
/// the last call wins, as the SDK documents — while pitch, formant, equalizer and reverb are kept separately.
///
/// What the simulation makes audible of it (its own model; the SDK's DSP is not public): the voice pitch reported
/// by volume indication follows the preset, the AI tuner and `setLocalVoicePitch`, and the reported level follows
/// the equalizer (weighted towards the voice bands), the reverb (`SimVoiceReverb`: every key) and the noise AI
/// noise suppression leaves (`SimMicrophoneNoise`).
struct SimVoiceEffects: SimComponent {
    enum Preset: Sendable, Equatable {
        case off
        case beautifier(AgoraVoiceBeautifierPreset)
        case effect(AgoraAudioEffectPreset)
        case conversion(AgoraVoiceConversionPreset)
    }

    private(set) var preset: Preset = .off
    private(set) var beautifierParameters: (gender: Int, reverb: Int)?
    private(set) var effectParameters: (param1: Int, param2: Int)?
    private(set) var pitch = 1.0
    private(set) var formant = 0.0
    private(set) var equalizer = [Int](repeating: 0, count: AgoraAudioEqualizationBandFrequency.allCases.count)
    private(set) var reverb = SimVoiceReverb()
    private(set) var noiseSuppression: AUDIO_AINS_MODE?
    private(set) var aiTuner: AgoraVoiceAITunerType?

    static let pitchRange = 0.5...2.0
    static let formantRange = -1.0...1.0
    static let gainRange = -15...15
    static let tonicModes = 1...3
    static let tonicPitches = 1...12
    static let voiceCycle = 0...60
    static let singingGenders = 1...2
    static let singingReverbs = 1...3

    /// A beautifier preset (off clears the slot); `parameters` for the singing beautifier.
    mutating func setBeautifier(_ preset: AgoraVoiceBeautifierPreset, parameters: (gender: Int, reverb: Int)? = nil) {
        self.preset = parameters == nil && preset == .presetOff ? .off : .beautifier(preset)
        beautifierParameters = parameters
    }

    /// An audio effect preset (off clears the slot); `parameters` for the presets that take them.
    mutating func setEffect(_ preset: AgoraAudioEffectPreset, parameters: (param1: Int, param2: Int)? = nil) {
        self.preset = parameters == nil && preset == .off ? .off : .effect(preset)
        effectParameters = parameters
    }

    mutating func setConversion(_ preset: AgoraVoiceConversionPreset) {
        self.preset = preset == .off ? .off : .conversion(preset)
    }

    mutating func setPitch(_ pitch: Double) { self.pitch = pitch }
    mutating func setFormant(_ formant: Double) { self.formant = formant }
    mutating func setEqualizer(_ band: AgoraAudioEqualizationBandFrequency, gain: Int) { equalizer[band.rawValue] = gain }
    mutating func setReverb(_ key: AgoraAudioReverbType, _ value: Int) { reverb[key] = value }
    mutating func setNoiseSuppression(_ mode: AUDIO_AINS_MODE?) { noiseSuppression = mode }
    mutating func setAITuner(_ type: AgoraVoiceAITunerType?) { aiTuner = type }

    /// The voice chain outlives channels and is dropped with the engine.
    mutating func destroy() {}

    /// How much higher (>1) or lower the voice sounds.
    var pitchFactor: Double {
        var factor = pitch * (1 + 0.08 * formant)
        switch preset {
        case .off: break
        case .beautifier(let preset): factor *= Self.beautifierPitch[preset] ?? 1
        case .effect(let preset): factor *= Self.effectPitch[preset] ?? 1
        case .conversion(let preset): factor *= Self.conversionPitch[preset] ?? 1
        }
        if let aiTuner { factor *= Self.tunerPitch[aiTuner.rawValue] }
        return factor
    }

    /// The level change from the equalizer and the reverb's dry signal.
    var levelGain: Double { equalizerGain * reverb.dryGain }

    private var equalizerGain: Double {
        let weights = [0.2, 0.4, 0.8, 1, 1, 1, 0.8, 0.5, 0.3, 0.1]
        let db = zip(equalizer, weights).reduce(0.0) { $0 + Double($1.0) * $1.1 } / weights.reduce(0, +)
        return pow(10, db / 20)
    }

    /// What the microphone sends at `t` (0…255) for a voice whose captured level is `captured(t)` (recording
    /// volume applied): the voice through the equalizer, the dry level and the reverb's tail, over the room noise
    /// left after noise suppression. `capturing` false: nothing is captured, so neither voice nor noise.
    func sentLevel(at t: Double, capturing: Bool, recordingGain: Double, _ captured: (Double) -> Int) -> Int {
        guard capturing else { return 0 }
        let gain = equalizerGain
        func equalized(_ when: Double) -> Int { min(255, Int((Double(captured(when)) * gain).rounded())) }
        let direct = min(255, Int((Double(equalized(t)) * reverb.dryGain).rounded()))
        let voice = reverb.level(direct: direct, at: t, equalized)
        return SimMicrophoneNoise.level(voice: voice, noiseSuppression, gain: recordingGain)
    }

    private static let beautifierPitch: [AgoraVoiceBeautifierPreset: Double] = [
        .presetChatBeautifierMagnetic: 0.95, .presetChatBeautifierFresh: 1.05, .presetChatBeautifierVitality: 1.08,
        .timbreTransformationVigorous: 0.95, .timbreTransformationDeep: 0.88, .timbreTransformationMellow: 0.97,
        .timbreTransformationFalsetto: 1.35, .timbreTransformationClear: 1.03, .timbreTransformationResounding: 1.05,
        .timbreTransformatRinging: 1.1,
    ]
    private static let effectPitch: [AgoraAudioEffectPreset: Double] = [
        .voiceChangerEffectUncle: 0.85, .voiceChangerEffectOldMan: 0.8, .voiceChangerEffectBoy: 1.25,
        .voiceChangerEffectSister: 1.2, .voiceChangerEffectGirl: 1.45, .voiceChangerEffectPigKin: 0.75,
        .voiceChangerEffectHulk: 0.6,
    ]
    private static let conversionPitch: [AgoraVoiceConversionPreset: Double] = [
        .neutral: 1.05, .sweet: 1.2, .changerSolid: 0.92, .changerBass: 0.8, .changerCartoon: 1.4,
        .changerChildlike: 1.5, .changerPhoneOperator: 1.1, .changerMonster: 0.6, .changerTransformers: 0.85,
        .changerGroot: 0.7, .changerDarthVader: 0.65, .changerIronLady: 0.9, .changerShinchan: 1.45,
        .changerGirlishMan: 1.3, .changerChipmunk: 1.9,
    ]
    private static let tunerPitch = [0.85, 0.95, 1.15, 1.35, 0.9, 1.2, 0.88, 1.12, 0.92, 1.25]
}
