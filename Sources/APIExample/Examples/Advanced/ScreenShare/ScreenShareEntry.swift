/// ScreenShare's form: the channel, pre-filled with "ScreenShare" as in the original (its only pre-filled name).
public enum ScreenShareEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "ScreenShare", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setupLocalVideo(_:)", "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "muteRemoteAudioStream(_:mute:)", "muteRemoteVideoStream(_:mute:)", "startScreenCapture(_:)",
                 "updateScreenCapture(_:)", "stopScreenCapture()", "setScreenCaptureScenario(_:)",
                 "rtcEngine(_:localVideoStateChangedOf:reason:sourceType:)", "updateChannel(with:)",
                 "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "enableVideo()", "setClientRole(_:)", "setVideoEncoderConfiguration(_:)",
                 "setupRemoteVideo(_:)"])

    /// What ScreenShareMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "ScreenShare"),
    ]
}
