/// PictureInPicture's form: the room (channel) to join, as the original's "Enter room number" screen, which checks
/// nothing; here the channel rules apply.
public enum PictureInPictureEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "PictureInPicture", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setClientRole(_:)", "enableAudio()", "enableVideo()", "setParameters(_:)",
                 "setVideoEncoderConfiguration(_:)", "setVideoFrameDelegate(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "onCapture(_:sourceType:)",
                 "onRenderVideoFrame(_:uid:channelId:)", "disableAudio()", "disableVideo()", "leaveChannel(_:)",
                 "destroy()"])

    /// What PictureInPictureMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "pip"),
    ]
}
