/// CustomAudioRender's form: channel, the external sink's format (the original's 44.1 kHz stereo by default),
/// and where the pulled audio may be recorded as a WAV file.
public enum CustomAudioRenderEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "CustomAudioRender", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setAudioScenario(_:)", "enableExternalAudioSink(_:sampleRate:channels:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "pullPlaybackAudioFrameRawData(_:lengthInByte:)",
                 "enableAudio()", "enableAudioVolumeIndication(_:smooth:reportVad:)"])

    /// What CustomAudioRenderMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let sampleRate: String
        public let channels: String
        public let channelName: String
        public let recordOnJoin: Bool
        public let recordFile: String

        public init(_ form: FormReader) {
            sampleRate = form.string("sampleRate")
            channels = form.string("channels")
            channelName = form.channelName
            recordOnJoin = form.bool("recordOnJoin")
            recordFile = form.string("recordFile")
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "demo"),
        .choice("sampleRate", labelKey: "field.sinkSampleRate", options: ChoiceOptions.sinkSampleRates, default: "44100"),
        .choice("channels", labelKey: "field.sinkChannels", options: ChoiceOptions.audioChannels, default: "2"),
        FieldSpec(id: "recordFile", labelKey: "field.recordFile", kind: .text(.filePath), defaultValue: "",
                  noteKey: "field.recordFile.note"),
        .toggle("recordOnJoin", labelKey: "field.recordOnJoin", noteKey: "field.recordOnJoin.note"),
    ]
}
