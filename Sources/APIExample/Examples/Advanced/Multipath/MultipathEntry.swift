import AgoraRtcSim

/// Multipath's form: the channel, the role and the mode (the original's segmented controls; the global role is not
/// used). The mode goes into the join's options for both directions and cannot change once joined.
public enum MultipathEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "Multipath", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["enableVideo()", "enableAudio()", "setClientRole(_:)", "setVideoEncoderConfiguration(_:)",
                 "setupLocalVideo(_:)", "startPreview()",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "updateChannel(with:)",
                 "rtcEngine(_:multiPathStats:)", "setupRemoteVideo(_:)", "disableAudio()", "disableVideo()",
                 "stopPreview()", "leaveChannel(_:)", "destroy()"])

    /// What MultipathMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let clientRole: AgoraClientRole
        public let mode: String
        public let channelName: String

        public init(_ form: FormReader) {
            clientRole = form.clientRole
            mode = form.string("mode")
            channelName = form.channelName
        }
    }

    public static let modes = [ChoiceOption("dynamic", "multipath.mode.dynamic"), ChoiceOption("duplicate", "multipath.mode.duplicate")]

    public static let fields: [FieldSpec] = [
        .channelName(default: "multipath"),
        .choice("role", labelKey: "field.role", options: ChoiceOptions.roles, default: "broadcaster"),
        .choice("mode", labelKey: "multipath.field.mode", options: modes, default: "dynamic"),
    ]
}
