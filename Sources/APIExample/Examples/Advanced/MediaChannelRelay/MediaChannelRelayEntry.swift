/// MediaChannelRelay's form: the channel to join as a host, the destination channel the session's field starts with
/// (the original's field starts empty and is only in the session), and whether the relay starts by itself once
/// joined (for headless runs; the original waits for the Relay button).
public enum MediaChannelRelayEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "MediaChannelRelay", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setClientRole(_:)", "enableVideo()", "setupLocalVideo(_:)", "startPreview()",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "startOrUpdateChannelMediaRelay(_:)", "pauseAllChannelMediaRelay()",
                 "resumeAllChannelMediaRelay()", "stopChannelMediaRelay()",
                 "rtcEngine(_:channelMediaRelayStateDidChange:error:)", "rtcEngine(_:didReceive:)",
                 "setupRemoteVideo(_:)", "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "setVideoEncoderConfiguration(_:)"])

    /// What MediaChannelRelayMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let relayDestination: String
        public let channelName: String
        public let relayOnJoin: Bool

        public init(_ form: FormReader) {
            relayDestination = form.string("relayDestination")
            channelName = form.channelName
            relayOnJoin = form.bool("relayOnJoin")
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "relay"),
        FieldSpec(id: "relayDestination", labelKey: "control.relayDestination", kind: .text(.channelName),
                  defaultValue: "relay-dest", noteKey: "field.relayDestination.note"),
        .toggle("relayOnJoin", labelKey: "field.relayOnJoin", noteKey: "field.relayOnJoin.note"),
    ]
}
