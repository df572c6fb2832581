/// CreateDataStream's form: the channel, and the stream's delivery (`AgoraDataStreamConfig`), off by default as
/// in the original, which passes a default config.
public enum CreateDataStreamEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "CreateDataStream", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setClientRole(_:)", "enableVideo()", "setupLocalVideo(_:)", "startPreview()",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "createDataStream(_:config:)",
                 "sendStreamMessage(_:data:)", "rtcEngine(_:receiveStreamMessageFromUid:streamId:data:)",
                 "setupRemoteVideo(_:)", "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "setVideoEncoderConfiguration(_:)"])

    /// What CreateDataStreamMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String
        public let ordered: Bool
        public let syncWithAudio: Bool

        public init(_ form: FormReader) {
            channelName = form.channelName
            ordered = form.bool("ordered")
            syncWithAudio = form.bool("syncWithAudio")
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "datastream"),
        .toggle("ordered", labelKey: "field.dataStreamOrdered", noteKey: "field.dataStreamOrdered.note"),
        .toggle("syncWithAudio", labelKey: "field.dataStreamSyncWithAudio", noteKey: "field.dataStreamSyncWithAudio.note"),
    ]
}
