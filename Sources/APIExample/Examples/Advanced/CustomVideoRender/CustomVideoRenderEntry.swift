/// CustomVideoRender's form: just the channel, as in the original.
public enum CustomVideoRenderEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "CustomVideoRender", section: .advanced,
        flavours: [.objectiveC, .uiKit],
        keyAPIs: ["setClientRole(_:)", "setVideoFrameDelegate(_:)", "enableVideo()", "setupLocalVideo(_:)",
                 "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "onRenderVideoFrame(_:uid:channelId:)", "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "setVideoEncoderConfiguration(_:)"])

    /// What CustomVideoRenderMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "render"),
    ]
}
