import AgoraRtcSim

extension VoiceChangerMain {
    /// The screen's controls in order: AINS, the preset pickers (the singing beautifier's and the effects' parameters
    /// under theirs), the AI tuner, then the manual pitch, formant, equalizer and reverb.
    enum Control: String, CaseControl {
        case ains, chatBeautifier, singingBeautifier, singingGender, singingReverb, timbre, voiceChanger, style, roomAcoustics
        case pitchCorrection, effectParam1, effectParam2, voiceConversion, aiTuner, pitch, formant, eqBand, eqGain, reverbKey
        case reverbValue

        /// The preset pickers; they share one "active preset" (the SDK keeps one at a time).
        static let presets: [Control] = [.chatBeautifier, .singingBeautifier, .timbre, .voiceChanger, .style, .roomAcoustics,
                                         .pitchCorrection, .voiceConversion]

        var labelKey: String {
            switch self {
            case .ains: "control.voice.ains"
            case .chatBeautifier: "control.voice.chatBeautifier"
            case .singingBeautifier: "control.voice.singingBeautifier"
            case .singingGender: "control.voice.singingGender"
            case .singingReverb: "control.voice.singingReverb"
            case .timbre: "control.voice.timbre"
            case .voiceChanger: "control.voice.voiceChanger"
            case .style: "control.voice.style"
            case .roomAcoustics: "control.voice.roomAcoustics"
            case .pitchCorrection: "control.voice.pitchCorrection"
            // What they set depends on the preset (VoiceChangerMain.showEffectParameters).
            case .effectParam1: "control.voice.param1"
            case .effectParam2: "control.voice.param2"
            case .voiceConversion: "control.voice.voiceConversion"
            case .aiTuner: "control.voice.aiTuner"
            case .pitch: "control.voice.pitch"
            case .formant: "control.voice.formant"
            case .eqBand: "control.voice.eqBand"
            case .eqGain: "control.voice.eqGain"
            case .reverbKey: "control.voice.reverbKey"
            case .reverbValue: "control.voice.reverbValue"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .ains: .choice(options: options, selected: "balanced")
            case .chatBeautifier, .singingBeautifier, .timbre, .voiceChanger, .style, .roomAcoustics, .pitchCorrection,
                 .voiceConversion, .aiTuner:
                .choice(options: options, selected: "off")
            case .singingGender: .slider(value: 1, range: 1...2, step: 1)
            case .singingReverb: .slider(value: 1, range: 1...3, step: 1)
            case .effectParam1, .effectParam2: .slider(value: 0, range: 0...0, step: 1)
            case .pitch: .slider(value: 100, range: 50...200, step: 5)
            case .formant: .slider(value: 0, range: -100...100, step: 10)
            case .eqBand: .choice(options: options, selected: String(AgoraAudioEqualizationBandFrequency.band31.rawValue))
            case .eqGain: .slider(value: 0, range: -15...15, step: 1)
            case .reverbKey: .choice(options: options, selected: String(AgoraAudioReverbType.dryLevel.rawValue))
            case .reverbValue: Self.reverbSlider(.dryLevel, value: 0)
            }
        }

        /// The singing parameters need the singing beautifier, the effect parameters an effect that has them.
        var startsEnabled: Bool {
            switch self {
            case .singingGender, .singingReverb, .effectParam1, .effectParam2: false
            default: true
            }
        }

        /// A picker's options.
        var options: [ChoiceOption] {
            typealias Presets = VoiceChangerPresets
            return switch self {
            case .ains: Presets.choices(Presets.ains)
            case .chatBeautifier: Presets.choices(Presets.chatBeautifier)
            case .singingBeautifier: Presets.choices(Presets.singingBeautifier)
            case .timbre: Presets.choices(Presets.timbre)
            case .voiceChanger: Presets.choices(Presets.voiceChanger)
            case .style: Presets.choices(Presets.style)
            case .roomAcoustics: Presets.choices(Presets.roomAcoustics)
            case .pitchCorrection: Presets.choices(Presets.pitchCorrection)
            case .voiceConversion: Presets.choices(Presets.voiceConversion)
            case .aiTuner: Presets.choices(Presets.aiTuner)
            case .eqBand: Presets.bands
            case .reverbKey: Presets.reverbKeys
            default: []
            }
        }

        /// The label key of this picker's option `value`.
        func optionKey(_ value: String) -> String {
            options.first { $0.value == value }?.labelKey ?? "voice.off"
        }

        /// The reverb value slider for `key`: its range, in steps of 5 where the range is wide.
        static func reverbSlider(_ key: AgoraAudioReverbType, value: Int) -> SessionControl.Kind {
            .slider(value: value, range: key.range, step: key.range.count > 50 ? 5 : 1)
        }
    }
}
