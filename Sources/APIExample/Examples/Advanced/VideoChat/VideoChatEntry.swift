/// VideoChat's form: the channel and the original's three encoder pickers, whose resolutions add 1920x1080 to the
/// shared list and leave out 640x360.
public enum VideoChatEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "VideoChat", section: .advanced,
        flavours: [.uiKit],
        keyAPIs: ["setClientRole(_:)", "enableVideo()", "enableAudio()", "setVideoEncoderConfiguration(_:)",
                 "setupLocalVideo(_:)", "startPreview()",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "setupRemoteVideo(_:)",
                 "disableAudio()", "disableVideo()", "stopPreview()", "leaveChannel(_:)", "destroy()"],
        hidden: true)

    /// What VideoChatMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let resolutions = ["90x90", "160x120", "320x240", "960x540", "1280x720"].map { ChoiceOption($0, "resolution." + $0) }
        + [ChoiceOption("1920x1080", "videoChat.resolution.1920x1080")]

    public static let fields: [FieldSpec] = [
        .channelName(default: "videochat"),
        .choice("resolution", labelKey: "field.resolution", options: resolutions, default: "960x540"),
        .choice("fps", labelKey: "field.fps", options: ChoiceOptions.frameRates, default: "15"),
        .choice("orientation", labelKey: "field.orientation", options: ChoiceOptions.orientations, default: "adaptative"),
    ]
}
