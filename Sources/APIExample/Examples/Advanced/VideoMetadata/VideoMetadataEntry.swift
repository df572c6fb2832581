/// VideoMetadata's form: channel, and an optional text to send as metadata (at most 1024 bytes, what one video
/// frame can carry), which the session's message line starts with. Left empty, the session sends the current date
/// and time, as the original does. It can be sent once by itself as soon as the channel is joined (for headless
/// runs; the original waits for its button).
public enum VideoMetadataEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "VideoMetadata", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setMediaMetadataDataSource(_:with:)", "setMediaMetadataDelegate(_:with:)", "metadataMaxSize()",
                 "readyToSendMetadata(atTimestamp:sourceType:)", "receiveMetadata(_:fromUser:atTimestamp:)",
                 "enableAudio()", "enableVideo()", "setClientRole(_:)", "setVideoEncoderConfiguration(_:)",
                 "setupLocalVideo(_:)", "setupRemoteVideo(_:)", "startPreview()",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"])

    /// What VideoMetadataMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let metadata: String
        public let channelName: String
        public let sendOnJoin: Bool

        public init(_ form: FormReader) {
            metadata = form.string("metadata")
            channelName = form.channelName
            sendOnJoin = form.bool("sendOnJoin")
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "sei"),
        FieldSpec(id: "metadata", labelKey: "field.videoMetadata", kind: .text(.metadata), defaultValue: "", noteKey: "field.videoMetadata.note"),
        .toggle("sendOnJoin", labelKey: "field.sendOnJoin", noteKey: "field.sendOnJoin.note"),
    ]
}
