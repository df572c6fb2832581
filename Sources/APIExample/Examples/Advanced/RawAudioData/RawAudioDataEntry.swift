/// RawAudioData's form: channel (an empty name is refused, as in the original), the format the observer asks
/// the SDK for at every position, and the text the Send control sends as audio metadata.
public enum RawAudioDataEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "RawAudioData", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setParameters(_:)", "setAudioFrameDelegate(_:)",
                 "setRecordingAudioFrameParametersWithSampleRate(_:channel:mode:samplesPerCall:)",
                 "setPlaybackAudioFrameParametersWithSampleRate(_:channel:mode:samplesPerCall:)",
                 "setMixedAudioFrameParametersWithSampleRate(_:channel:samplesPerCall:)",
                 "setPlaybackAudioFrameBeforeMixingParametersWithSampleRate(_:channel:)",
                 "onRecordAudioFrame(_:channelId:)", "onPlaybackAudioFrame(_:channelId:)",
                 "onMixedAudioFrame(_:channelId:)", "onPlaybackAudioFrame(beforeMixing:channelId:uid:)",
                 "sendAudioMetadata(_:)", "rtcEngine(_:audioMetadataReceived:metadata:)",
                 "enableAudio()", "setClientRole(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"])

    /// What RawAudioDataMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let metadata: String
        public let sampleRate: String
        public let channels: String
        public let interval: String
        public let channelName: String

        public init(_ form: FormReader) {
            metadata = form.string("metadata")
            sampleRate = form.string("sampleRate")
            channels = form.string("channels")
            interval = form.string("interval")
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "demo"),
        .choice("sampleRate", labelKey: "field.frameSampleRate", options: ChoiceOptions.frameSampleRates, default: "44100"),
        .choice("channels", labelKey: "field.frameChannels", options: ChoiceOptions.audioChannels, default: "1"),
        .choice("interval", labelKey: "field.frameInterval", options: ChoiceOptions.frameIntervals, default: "10"),
        FieldSpec(id: "metadata", labelKey: "field.metadata", kind: .text(.optional), defaultValue: "hello",
                  noteKey: "field.metadata.note"),
    ]
}
