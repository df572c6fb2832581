/// CustomAudioSource's form: the channel, as in the original.
public enum CustomAudioSourceEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "CustomAudioSource", section: .advanced,
        flavours: [.uiKit],
        keyAPIs: ["setClientRole(_:)", "disableVideo()", "enableAudio()", "createCustomAudioTrack(_:config:)",
                 "setAudioFrameDelegate(_:)", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "onRecordAudioFrame(_:channelId:)", "onPlaybackAudioFrame(_:channelId:)", "disableAudio()",
                 "destroyCustomAudioTrack(_:)", "leaveChannel(_:)", "destroy()"],
        hidden: true)

    /// What CustomAudioSourceMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "customaudio"),
    ]
}
