import AgoraRtcSim

/// The pickers of the VoiceChanger screen: each option's `configs`-style value, its label key and the SDK value it
/// applies. The lists cover every preset of the SDK's enums (the original shows a subset).
enum VoiceChangerPresets {
    static let ains: [(value: String, mode: AUDIO_AINS_MODE)] = [
        ("balanced", .AINS_MODE_BALANCED), ("aggressive", .AINS_MODE_AGGRESSIVE), ("ultraLowLatency", .AINS_MODE_ULTRALOWLATENCY),
    ]
    static let chatBeautifier: [(value: String, preset: AgoraVoiceBeautifierPreset)] = [
        ("off", .presetOff), ("fresh", .presetChatBeautifierFresh), ("vitality", .presetChatBeautifierVitality),
        ("magnetic", .presetChatBeautifierMagnetic),
    ]
    static let singingBeautifier: [(value: String, preset: AgoraVoiceBeautifierPreset)] = [
        ("off", .presetOff), ("singing", .presetSingingBeautifier), ("ultraHighQuality", .ultraHighQuality),
    ]
    static let timbre: [(value: String, preset: AgoraVoiceBeautifierPreset)] = [
        ("off", .presetOff), ("vigorous", .timbreTransformationVigorous), ("deep", .timbreTransformationDeep),
        ("mellow", .timbreTransformationMellow), ("falsetto", .timbreTransformationFalsetto), ("full", .timbreTransformationFull),
        ("clear", .timbreTransformationClear), ("resounding", .timbreTransformationResounding), ("ringing", .timbreTransformatRinging),
    ]
    static let voiceChanger: [(value: String, preset: AgoraAudioEffectPreset)] = [
        ("off", .off), ("uncle", .voiceChangerEffectUncle), ("oldMan", .voiceChangerEffectOldMan), ("boy", .voiceChangerEffectBoy),
        ("sister", .voiceChangerEffectSister), ("girl", .voiceChangerEffectGirl), ("pigKin", .voiceChangerEffectPigKin),
        ("hulk", .voiceChangerEffectHulk),
    ]
    static let style: [(value: String, preset: AgoraAudioEffectPreset)] = [
        ("off", .off), ("popular", .styleTransformationPopular), ("rnb", .styleTransformationRnb),
    ]
    static let roomAcoustics: [(value: String, preset: AgoraAudioEffectPreset)] = [
        ("off", .off), ("ktv", .roomAcousticsKTV), ("vocalConcert", .roomAcousVocalConcer), ("studio", .roomAcousStudio),
        ("phonograph", .roomAcousPhonograph), ("virtualStereo", .roomAcousVirtualStereo), ("spatial", .roomAcousSpatial),
        ("ethereal", .roomAcousEthereal), ("threeDVoice", .roomAcous3DVoice), ("virtualSurround", .roomAcousVirtualSurroundSound),
        ("chorus", .roomAcousticsChorus),
    ]
    static let pitchCorrection: [(value: String, preset: AgoraAudioEffectPreset)] = [
        ("off", .off), ("pitchCorrection", .pitchCorrection),
    ]
    static let voiceConversion: [(value: String, preset: AgoraVoiceConversionPreset)] = [
        ("off", .off), ("neutral", .neutral), ("sweet", .sweet), ("solid", .changerSolid), ("bass", .changerBass),
        ("cartoon", .changerCartoon), ("childlike", .changerChildlike), ("phoneOperator", .changerPhoneOperator),
        ("monster", .changerMonster), ("transformers", .changerTransformers), ("groot", .changerGroot),
        ("darthVader", .changerDarthVader), ("ironLady", .changerIronLady), ("shinchan", .changerShinchan),
        ("girlishMan", .changerGirlishMan), ("chipmunk", .changerChipmunk),
    ]
    static let aiTuner: [(value: String, type: AgoraVoiceAITunerType?)] = [
        ("off", nil), ("matureMale", .matureMale), ("freshMale", .freshMale), ("elegantFemale", .elegantFemale),
        ("sweetFemale", .sweetFemale), ("warmMaleSinging", .warmMaleSinging), ("gentleFemaleSinging", .gentleFemaleSinging),
        ("huskyMaleSinging", .huskyMaleSinging), ("warmElegantFemaleSinging", .warmElegantFemaleSinging),
        ("powerfulMaleSinging", .powerfulMaleSinging), ("dreamyFemaleSinging", .dreamyFemaleSinging),
    ]

    /// The preset pickers in screen order; they share one "active preset" (the SDK keeps one at a time).
    static let presetControls = ["chatBeautifier", "singingBeautifier", "timbre", "voiceChanger", "style", "roomAcoustics",
                                 "pitchCorrection", "voiceConversion"]

    /// The options of a preset picker, as the control shows them.
    static func options(_ controlId: String) -> [ChoiceOption] {
        let values: [String]
        switch controlId {
        case "ains": values = ains.map(\.value)
        case "chatBeautifier": values = chatBeautifier.map(\.value)
        case "singingBeautifier": values = singingBeautifier.map(\.value)
        case "timbre": values = timbre.map(\.value)
        case "voiceChanger": values = voiceChanger.map(\.value)
        case "style": values = style.map(\.value)
        case "roomAcoustics": values = roomAcoustics.map(\.value)
        case "pitchCorrection": values = pitchCorrection.map(\.value)
        case "voiceConversion": values = voiceConversion.map(\.value)
        case "aiTuner": values = aiTuner.map(\.value)
        default: values = []
        }
        return values.map { ChoiceOption($0, labelKey(controlId, $0)) }
    }

    static func labelKey(_ controlId: String, _ value: String) -> String {
        value == "off" ? "voice.off" : "voice.\(controlId).\(value)"
    }

    static let bands = AgoraAudioEqualizationBandFrequency.allCases.map { ChoiceOption(String($0.rawValue), "voice.band.\($0.rawValue)") }
    static let reverbKeys = AgoraAudioReverbType.allCases.map { ChoiceOption(String($0.rawValue), "voice.reverb.\($0.rawValue)") }
}
