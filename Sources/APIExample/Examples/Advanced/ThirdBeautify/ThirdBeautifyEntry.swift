/// ThirdBeautify's form: the channel, as in the original (whose Join then asks which vendor's beauty SDK to open).
public enum ThirdBeautifyEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "ThirdBeautify", section: .advanced,
        flavours: [.uiKit],
        keyAPIs: ["enableVideo()", "enableAudio()", "setVideoEncoderConfiguration(_:)", "setupLocalVideo(_:)",
                 "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "switchCamera()",
                 "setupRemoteVideo(_:)", "leaveChannel(_:)", "stopPreview()", "destroy()"])

    /// What ThirdBeautifyMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "thirdbeautify"),
    ]
}
