import AgoraRtcSim

/// JoinChannelAudio's form: channel, role, and the audio profile and scenario the engine is created with.
public enum JoinChannelAudioEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "JoinChannelAudio", section: .basic,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["sharedEngine(with:delegate:)", "disableVideo()", "enableAudio()", "setAudioProfile(_:)",
                 "setAudioScenario(_:)", "enableAudioVolumeIndication(_:smooth:reportVad:)",
                 "adjustRecordingSignalVolume(_:)", "adjustPlaybackSignalVolume(_:)", "enable(inEarMonitoring:)",
                 "setInEarMonitoringVolume(_:)", "setEnableSpeakerphone(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)", "startLocalAudioMixer(_:)",
                 "setClientRole(_:)",
                 "stopLocalAudioMixer()", "leaveChannelEx(_:options:leaveChannelBlock:)"])

    /// What JoinChannelAudioMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let audioScenario: AgoraAudioScenario
        public let audioScenarioName: String
        public let clientRole: AgoraClientRole
        public let audioProfile: AgoraAudioProfile
        public let channelName: String

        public init(_ form: FormReader) {
            audioScenario = form.audioScenario
            audioScenarioName = form.string("audioScenario")
            clientRole = form.clientRole
            audioProfile = form.audioProfile
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "demo"),
        .choice("role", labelKey: "field.role", options: ChoiceOptions.roles, default: "broadcaster"),
        .choice("audioProfile", labelKey: "field.audioProfile", options: ChoiceOptions.audioProfiles, default: "default"),
        .choice("audioScenario", labelKey: "field.audioScenario", options: ChoiceOptions.audioScenarios, default: "default"),
    ]
}
