import AgoraRtcSim

/// JoinChannelVideo's form: the channel, an optional uid, the role and the encoder settings the original
/// declared but never wired (here they reach `setVideoEncoderConfiguration`).
public enum JoinChannelVideoEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "JoinChannelVideo", section: .basic,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["sharedEngine(with:delegate:)", "setClientRole(_:)", "enableVideo()", "setVideoEncoderConfiguration(_:)",
                 "setupLocalVideo(_:)", "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "setupRemoteVideo(_:)", "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "muteLocalAudioStream(_:)", "muteLocalVideoStream(_:)"])

    /// What JoinChannelVideoMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let clientRole: AgoraClientRole
        public let channelName: String
        public let uid: UInt

        public init(_ form: FormReader) {
            clientRole = form.clientRole
            channelName = form.channelName
            uid = form.uid
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "demo"),
        .uid(),
        .choice("role", labelKey: "field.role", options: ChoiceOptions.roles, default: "broadcaster"),
        .choice("resolution", labelKey: "field.resolution", options: ChoiceOptions.resolutions, default: "960x540"),
        .choice("fps", labelKey: "field.fps", options: ChoiceOptions.frameRates, default: "15"),
        .choice("orientation", labelKey: "field.orientation", options: ChoiceOptions.orientations, default: "adaptative"),
    ]
}
