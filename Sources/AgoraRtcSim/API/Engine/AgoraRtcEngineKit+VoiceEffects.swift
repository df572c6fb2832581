import Foundation

/// Voice beautifier, audio effect and voice conversion presets, their parameters, and the manual voice controls.
/// Out-of-range values return -2 and change nothing.
extension AgoraRtcEngineKit {
    /// Replaces any audio effect or voice conversion preset (one preset at a time).
    @discardableResult
    public func setVoiceBeautifierPreset(_ preset: AgoraVoiceBeautifierPreset, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setVoiceBeautifierPreset(_:)", ".\(preset)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.voice.setBeautifier(preset)
            return 0
        }
    }

    /// Only for `.presetSingingBeautifier`: param1 is the gender (1 male, 2 female), param2 the reverb (1 small
    /// room, 2 large room, 3 hall). Applies the preset too.
    @discardableResult
    public func setVoiceBeautifierParameters(_ preset: AgoraVoiceBeautifierPreset, param1: Int32, param2: Int32, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setVoiceBeautifierParameters(_:param1:param2:)", ".\(preset), param1: \(param1), param2: \(param2)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard preset == .presetSingingBeautifier, SimVoiceEffects.singingGenders.contains(Int(param1)),
                  SimVoiceEffects.singingReverbs.contains(Int(param2)) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.localAudio.voice.setBeautifier(preset, parameters: (Int(param1), Int(param2)))
            return 0
        }
    }

    /// Replaces any beautifier or voice conversion preset.
    @discardableResult
    public func setAudioEffectPreset(_ preset: AgoraAudioEffectPreset, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setAudioEffectPreset(_:)", ".\(preset)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.voice.setEffect(preset)
            return 0
        }
    }

    /// `.roomAcous3DVoice`: param1 is the cycle in seconds (0…60, 0 keeps the voice still), param2 must be 0.
    /// `.pitchCorrection`: param1 is the tonic mode (1 natural major, 2 natural minor, 3 Japanese pentatonic),
    /// param2 the tonic pitch (1…12 = A, A#, B, C, C#, D, D#, E, F, F#, G, G#). Other presets: -2.
    @discardableResult
    public func setAudioEffectParameters(_ preset: AgoraAudioEffectPreset, param1: Int32, param2: Int32, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setAudioEffectParameters(_:param1:param2:)", ".\(preset), param1: \(param1), param2: \(param2)", at: AgoraSimCallSite(file: file, line: line)) { s in
            let valid: Bool
            switch preset {
            case .roomAcous3DVoice: valid = SimVoiceEffects.voiceCycle.contains(Int(param1)) && param2 == 0
            case .pitchCorrection:
                valid = SimVoiceEffects.tonicModes.contains(Int(param1)) && SimVoiceEffects.tonicPitches.contains(Int(param2))
            default: valid = false
            }
            guard valid else { return AgoraErrorCode.invalidArgument.returnCode }
            s.localAudio.voice.setEffect(preset, parameters: (Int(param1), Int(param2)))
            return 0
        }
    }

    /// Replaces any beautifier or audio effect preset.
    @discardableResult
    public func setVoiceConversionPreset(_ preset: AgoraVoiceConversionPreset, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setVoiceConversionPreset(_:)", ".\(preset)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.voice.setConversion(preset)
            return 0
        }
    }

    /// 0.5…2.0 (1.0 = original).
    @discardableResult
    public func setLocalVoicePitch(_ pitch: Double, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setLocalVoicePitch(_:)", Self.decimal(pitch), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard SimVoiceEffects.pitchRange.contains(pitch) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.localAudio.voice.setPitch(pitch)
            return 0
        }
    }

    /// -1.0…1.0 (0 = original; negative deepens, positive brightens).
    @discardableResult
    public func setLocalVoiceFormant(_ formantRatio: Double, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setLocalVoiceFormant(_:)", Self.decimal(formantRatio), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard SimVoiceEffects.formantRange.contains(formantRatio) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.localAudio.voice.setFormant(formantRatio)
            return 0
        }
    }

    /// One band of the ten-band equalizer, -15…15 dB.
    @discardableResult
    public func setLocalVoiceEqualizationOf(_ bandFrequency: AgoraAudioEqualizationBandFrequency, withGain gain: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setLocalVoiceEqualizationOf(_:withGain:)", ".\(bandFrequency), withGain: \(gain)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard SimVoiceEffects.gainRange.contains(gain) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.localAudio.voice.setEqualizer(bandFrequency, gain: gain)
            return 0
        }
    }

    /// One reverberation parameter, within that parameter's range (see `AgoraAudioReverbType.range`).
    @discardableResult
    public func setLocalVoiceReverbOf(_ reverbType: AgoraAudioReverbType, withValue value: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setLocalVoiceReverbOf(_:withValue:)", ".\(reverbType), withValue: \(value)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard reverbType.range.contains(value) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.localAudio.voice.setReverb(reverbType, value)
            return 0
        }
    }

    /// AI noise suppression on (in `mode`) or off.
    @discardableResult
    public func setAINSMode(_ enabled: Bool, mode: AUDIO_AINS_MODE, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setAINSMode(_:mode:)", "\(enabled), mode: .\(mode)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.voice.setNoiseSuppression(enabled ? mode : nil)
            return 0
        }
    }

    /// The voice AI tuner on (with a timbre) or off.
    @discardableResult
    public func enableVoiceAITuner(_ enabled: Bool, type: AgoraVoiceAITunerType, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("enableVoiceAITuner(_:type:)", "\(enabled), type: .\(type)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.localAudio.voice.setAITuner(enabled ? type : nil)
            return 0
        }
    }

    /// A short decimal for the trace (1.0, 0.55, -1.0).
    static func decimal(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(format: "%.1f", rounded) : String(rounded)
    }
}
