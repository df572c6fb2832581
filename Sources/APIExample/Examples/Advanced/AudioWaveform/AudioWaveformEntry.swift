import AgoraRtcSim

/// AudioWaveform's form: the channel, and the audio scenario (the original offers Default and Game Streaming) and
/// profile the engine is set up with.
public enum AudioWaveformEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "AudioWaveform", section: .advanced,
        flavours: [.uiKit, .swiftUI],
        keyAPIs: ["sharedEngine(with:delegate:)", "setClientRole(_:)", "disableVideo()", "enableAudio()",
                 "setAudioProfile(_:)", "setDefaultAudioRouteToSpeakerphone(_:)",
                 "enableAudioVolumeIndication(_:smooth:reportVad:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "rtcEngine(_:reportAudioVolumeIndicationOfSpeakers:totalVolume:)", "enable(inEarMonitoring:)",
                 "disableAudio()", "leaveChannel(_:)", "destroy()"])

    /// What AudioWaveformMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let audioScenario: AgoraAudioScenario
        public let audioProfile: AgoraAudioProfile
        public let channelName: String

        public init(_ form: FormReader) {
            audioScenario = form.audioScenario
            audioProfile = form.audioProfile
            channelName = form.channelName
        }
    }

    public static let scenarios = [ChoiceOption("default", "audioScenario.default"),
                                   ChoiceOption("gameStreaming", "audioScenario.gameStreaming")]

    public static let fields: [FieldSpec] = [
        .channelName(default: "waveform"),
        .choice("audioScenario", labelKey: "field.audioScenario", options: scenarios, default: "default"),
        .choice("audioProfile", labelKey: "field.audioProfile", options: ChoiceOptions.audioProfiles, default: "default"),
    ]
}
