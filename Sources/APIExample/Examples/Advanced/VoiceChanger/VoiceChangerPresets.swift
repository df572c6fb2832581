import AgoraRtcSim

/// The pickers of the VoiceChanger screen: each option's `configs`-style value, its label key and the SDK value it
/// applies. The lists cover every preset of the SDK's enums (the original shows a subset).
enum VoiceChangerPresets {
    static let ains: [(value: String, labelKey: String, sdk: AUDIO_AINS_MODE)] = [
        ("balanced", "voice.ains.balanced", .AINS_MODE_BALANCED), ("aggressive", "voice.ains.aggressive", .AINS_MODE_AGGRESSIVE),
        ("ultraLowLatency", "voice.ains.ultraLowLatency", .AINS_MODE_ULTRALOWLATENCY),
    ]
    static let chatBeautifier: [(value: String, labelKey: String, sdk: AgoraVoiceBeautifierPreset)] = [
        ("off", "voice.off", .presetOff), ("fresh", "voice.chatBeautifier.fresh", .presetChatBeautifierFresh),
        ("vitality", "voice.chatBeautifier.vitality", .presetChatBeautifierVitality),
        ("magnetic", "voice.chatBeautifier.magnetic", .presetChatBeautifierMagnetic),
    ]
    static let singingBeautifier: [(value: String, labelKey: String, sdk: AgoraVoiceBeautifierPreset)] = [
        ("off", "voice.off", .presetOff), ("singing", "voice.singingBeautifier.singing", .presetSingingBeautifier),
        ("ultraHighQuality", "voice.singingBeautifier.ultraHighQuality", .ultraHighQuality),
    ]
    static let timbre: [(value: String, labelKey: String, sdk: AgoraVoiceBeautifierPreset)] = [
        ("off", "voice.off", .presetOff), ("vigorous", "voice.timbre.vigorous", .timbreTransformationVigorous),
        ("deep", "voice.timbre.deep", .timbreTransformationDeep), ("mellow", "voice.timbre.mellow", .timbreTransformationMellow),
        ("falsetto", "voice.timbre.falsetto", .timbreTransformationFalsetto), ("full", "voice.timbre.full", .timbreTransformationFull),
        ("clear", "voice.timbre.clear", .timbreTransformationClear),
        ("resounding", "voice.timbre.resounding", .timbreTransformationResounding),
        ("ringing", "voice.timbre.ringing", .timbreTransformatRinging),
    ]
    static let voiceChanger: [(value: String, labelKey: String, sdk: AgoraAudioEffectPreset)] = [
        ("off", "voice.off", .off), ("uncle", "voice.voiceChanger.uncle", .voiceChangerEffectUncle),
        ("oldMan", "voice.voiceChanger.oldMan", .voiceChangerEffectOldMan), ("boy", "voice.voiceChanger.boy", .voiceChangerEffectBoy),
        ("sister", "voice.voiceChanger.sister", .voiceChangerEffectSister),
        ("girl", "voice.voiceChanger.girl", .voiceChangerEffectGirl),
        ("pigKin", "voice.voiceChanger.pigKin", .voiceChangerEffectPigKin),
        ("hulk", "voice.voiceChanger.hulk", .voiceChangerEffectHulk),
    ]
    static let style: [(value: String, labelKey: String, sdk: AgoraAudioEffectPreset)] = [
        ("off", "voice.off", .off), ("popular", "voice.style.popular", .styleTransformationPopular),
        ("rnb", "voice.style.rnb", .styleTransformationRnb),
    ]
    static let roomAcoustics: [(value: String, labelKey: String, sdk: AgoraAudioEffectPreset)] = [
        ("off", "voice.off", .off), ("ktv", "voice.roomAcoustics.ktv", .roomAcousticsKTV),
        ("vocalConcert", "voice.roomAcoustics.vocalConcert", .roomAcousVocalConcer),
        ("studio", "voice.roomAcoustics.studio", .roomAcousStudio),
        ("phonograph", "voice.roomAcoustics.phonograph", .roomAcousPhonograph),
        ("virtualStereo", "voice.roomAcoustics.virtualStereo", .roomAcousVirtualStereo),
        ("spatial", "voice.roomAcoustics.spatial", .roomAcousSpatial),
        ("ethereal", "voice.roomAcoustics.ethereal", .roomAcousEthereal),
        ("threeDVoice", "voice.roomAcoustics.threeDVoice", .roomAcous3DVoice),
        ("virtualSurround", "voice.roomAcoustics.virtualSurround", .roomAcousVirtualSurroundSound),
        ("chorus", "voice.roomAcoustics.chorus", .roomAcousticsChorus),
    ]
    static let pitchCorrection: [(value: String, labelKey: String, sdk: AgoraAudioEffectPreset)] = [
        ("off", "voice.off", .off), ("pitchCorrection", "voice.pitchCorrection.pitchCorrection", .pitchCorrection),
    ]
    static let voiceConversion: [(value: String, labelKey: String, sdk: AgoraVoiceConversionPreset)] = [
        ("off", "voice.off", .off), ("neutral", "voice.voiceConversion.neutral", .neutral),
        ("sweet", "voice.voiceConversion.sweet", .sweet), ("solid", "voice.voiceConversion.solid", .changerSolid),
        ("bass", "voice.voiceConversion.bass", .changerBass), ("cartoon", "voice.voiceConversion.cartoon", .changerCartoon),
        ("childlike", "voice.voiceConversion.childlike", .changerChildlike),
        ("phoneOperator", "voice.voiceConversion.phoneOperator", .changerPhoneOperator),
        ("monster", "voice.voiceConversion.monster", .changerMonster),
        ("transformers", "voice.voiceConversion.transformers", .changerTransformers),
        ("groot", "voice.voiceConversion.groot", .changerGroot), ("darthVader", "voice.voiceConversion.darthVader", .changerDarthVader),
        ("ironLady", "voice.voiceConversion.ironLady", .changerIronLady), ("shinchan", "voice.voiceConversion.shinchan", .changerShinchan),
        ("girlishMan", "voice.voiceConversion.girlishMan", .changerGirlishMan),
        ("chipmunk", "voice.voiceConversion.chipmunk", .changerChipmunk),
    ]
    /// nil: the tuner off.
    static let aiTuner: [(value: String, labelKey: String, sdk: AgoraVoiceAITunerType?)] = [
        ("off", "voice.off", nil), ("matureMale", "voice.aiTuner.matureMale", .matureMale),
        ("freshMale", "voice.aiTuner.freshMale", .freshMale), ("elegantFemale", "voice.aiTuner.elegantFemale", .elegantFemale),
        ("sweetFemale", "voice.aiTuner.sweetFemale", .sweetFemale),
        ("warmMaleSinging", "voice.aiTuner.warmMaleSinging", .warmMaleSinging),
        ("gentleFemaleSinging", "voice.aiTuner.gentleFemaleSinging", .gentleFemaleSinging),
        ("huskyMaleSinging", "voice.aiTuner.huskyMaleSinging", .huskyMaleSinging),
        ("warmElegantFemaleSinging", "voice.aiTuner.warmElegantFemaleSinging", .warmElegantFemaleSinging),
        ("powerfulMaleSinging", "voice.aiTuner.powerfulMaleSinging", .powerfulMaleSinging),
        ("dreamyFemaleSinging", "voice.aiTuner.dreamyFemaleSinging", .dreamyFemaleSinging),
    ]

    /// A list as a picker's options.
    static func choices<Value>(_ list: [(value: String, labelKey: String, sdk: Value)]) -> [ChoiceOption] {
        list.map { ChoiceOption($0.value, $0.labelKey) }
    }

    /// The SDK value of the option `value`, or `fallback` for an unknown one.
    static func pick<Value>(_ list: [(value: String, labelKey: String, sdk: Value)], _ value: String, _ fallback: Value) -> Value {
        list.first { $0.value == value }?.sdk ?? fallback
    }

    static let bands = AgoraAudioEqualizationBandFrequency.allCases.map { ChoiceOption(String($0.rawValue), labelKey($0)) }
    static let reverbKeys = AgoraAudioReverbType.allCases.map { ChoiceOption(String($0.rawValue), labelKey($0)) }

    static func labelKey(_ band: AgoraAudioEqualizationBandFrequency) -> String {
        switch band {
        case .band31: "voice.band.0"
        case .band62: "voice.band.1"
        case .band125: "voice.band.2"
        case .band250: "voice.band.3"
        case .band500: "voice.band.4"
        case .band1K: "voice.band.5"
        case .band2K: "voice.band.6"
        case .band4K: "voice.band.7"
        case .band8K: "voice.band.8"
        case .band16K: "voice.band.9"
        }
    }

    static func labelKey(_ reverb: AgoraAudioReverbType) -> String {
        switch reverb {
        case .dryLevel: "voice.reverb.0"
        case .wetLevel: "voice.reverb.1"
        case .roomSize: "voice.reverb.2"
        case .wetDelay: "voice.reverb.3"
        case .strength: "voice.reverb.4"
        }
    }
}
