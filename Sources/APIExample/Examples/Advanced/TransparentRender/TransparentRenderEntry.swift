/// TransparentRender's form: the channel only, as in the original; the clip is the bundled alpha-stitched sample.
public enum TransparentRenderEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "TransparentRender", section: .advanced,
        flavours: [.uiKit],
        keyAPIs: ["createMediaPlayer(with:)", "setVideoFrameDelegate(_:)", "open(_:startPos:)",
                 "AgoraRtcMediaPlayer(_:didChangedTo:reason:)", "play()",
                 "AgoraRtcMediaPlayer(_:didReceiveVideoFrame:)", "setVideoEncoderConfiguration(_:)",
                 "setExternalVideoSource(_:useTexture:sourceType:)", "pushExternalVideoFrame(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "setView(_:)",
                 "setupLocalVideo(_:)", "setupRemoteVideo(_:)", "destroyMediaPlayer(_:)", "leaveChannel(_:)",
                 "destroy()",
                 "enableVideo()", "startPreview()"])

    /// What TransparentRenderMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "transparent"),
    ]
}
