import AgoraRtcSim

/// Simulcast's form: the channel and the role (the original's segmented control; this case ignores the global role).
public enum SimulcastEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "Simulcast", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["enableVideo()", "enableAudio()", "setClientRole(_:)", "setVideoEncoderConfiguration(_:)",
                 "setupLocalVideo(_:)", "startPreview()", "setSimulcastConfig(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "setupRemoteVideo(_:)",
                 "setRemoteVideoStream(_:type:)", "rtcEngine(_:remoteVideoStats:)", "disableAudio()",
                 "disableVideo()", "stopPreview()", "leaveChannel(_:)", "destroy()"])

    /// What SimulcastMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let clientRole: AgoraClientRole
        public let channelName: String

        public init(_ form: FormReader) {
            clientRole = form.clientRole
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "simulcast"),
        .choice("role", labelKey: "field.role", options: ChoiceOptions.roles, default: "broadcaster"),
    ]
}
