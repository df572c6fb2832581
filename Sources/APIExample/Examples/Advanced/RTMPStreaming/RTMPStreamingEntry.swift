/// RTMPStreaming's form: channel, the CDN URL to push to (checked against the SDK's URL rules here, and again by
/// the engine), whether the push starts transcoded (the original's "Transcoding" switch, on by default), and
/// whether it starts by itself once joined (for headless runs; the original waits for the Publish button).
public enum RTMPStreamingEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "RTMPStreaming", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["startRtmpStream(withTranscoding:transcoding:)", "updateRtmpTranscoding(_:)",
                 "startRtmpStreamWithoutTranscoding(_:)", "stopRtmpStream(_:)",
                 "rtcEngine(_:rtmpStreamingChangedToState:state:reason:)", "rtcEngineTranscodingUpdated(_:)",
                 "enableAudio()", "enableVideo()", "setClientRole(_:)", "setVideoEncoderConfiguration(_:)",
                 "setupLocalVideo(_:)", "setupRemoteVideo(_:)", "startPreview()",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"])

    /// What RTMPStreamingMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let rtmpUrl: String
        public let transcoding: Bool
        public let channelName: String
        public let pushOnJoin: Bool

        public init(_ form: FormReader) {
            rtmpUrl = form.string("rtmpUrl")
            transcoding = form.bool("transcoding")
            channelName = form.channelName
            pushOnJoin = form.bool("pushOnJoin")
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "rtmp"),
        FieldSpec(id: "rtmpUrl", labelKey: "field.rtmpUrl", kind: .text(.rtmpUrl), defaultValue: RtmpUrlRule.defaultUrl,
                  noteKey: "field.rtmpUrl.note"),
        .toggle("transcoding", labelKey: "field.transcoding", default: true, noteKey: "field.transcoding.note"),
        .toggle("pushOnJoin", labelKey: "field.rtmpPushOnJoin", noteKey: "field.rtmpPushOnJoin.note"),
    ]
}
