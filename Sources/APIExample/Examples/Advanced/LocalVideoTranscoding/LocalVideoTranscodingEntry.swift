/// LocalVideoTranscoding's form: just the channel, as in the original (Join is refused while it is empty).
public enum LocalVideoTranscodingEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "LocalVideoTranscoding", section: .advanced,
        flavours: [.swiftUI],
        keyAPIs: ["setVideoFrameDelegate(_:)", "createMediaPlayer(with:)", "open(with:)", "adjustPlayoutVolume(_:)",
                 "startCameraCapture(_:config:)", "startLocalVideoTranscoder(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "onTranscodedVideoFrame(_:)",
                 "setupRemoteVideo(_:)", "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "enableVideo()", "setClientRole(_:)", "setVideoEncoderConfiguration(_:)"])

    /// What LocalVideoTranscodingMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "transcoding"),
    ]
}
