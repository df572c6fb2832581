/// VoiceChanger's form: only the channel, as in the original. Everything else is changed live in the session.
public enum VoiceChangerEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "VoiceChanger", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setAudioProfile(_:)", "setAudioScenario(_:)", "disableVideo()", "enableAudio()",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "setAINSMode(_:mode:)",
                 "setVoiceBeautifierPreset(_:)", "setVoiceBeautifierParameters(_:param1:param2:)",
                 "setAudioEffectPreset(_:)", "setAudioEffectParameters(_:param1:param2:)",
                 "setVoiceConversionPreset(_:)", "enableVoiceAITuner(_:type:)", "setLocalVoicePitch(_:)",
                 "setLocalVoiceFormant(_:)", "setLocalVoiceEqualizationOf(_:withGain:)",
                 "setLocalVoiceReverbOf(_:withValue:)",
                 "enableAudioVolumeIndication(_:smooth:reportVad:)", "setClientRole(_:)"])

    /// What VoiceChangerMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "voice"),
    ]
}
