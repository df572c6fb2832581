/// LocalCompositeGraph's form: just the channel, as in the original (pre-filled here, as most cases are).
public enum LocalCompositeGraphEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "LocalCompositeGraph", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["startScreenCapture(_:)", "startCameraCapture(_:config:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "startLocalVideoTranscoder(_:)",
                 "setupLocalVideo(_:)", "startPreview()", "enableVirtualBackground(_:backData:segData:)",
                 "rtcEngine(_:didLocalVideoTranscoderErrorWithStream:errorCode:)",
                 "rtcEngine(_:localVideoStateChangedOf:reason:sourceType:)", "stopScreenCapture()",
                 "stopLocalVideoTranscoder()", "stopCameraCapture(_:)", "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "enableVideo()", "setClientRole(_:)", "setupRemoteVideo(_:)"])

    /// What LocalCompositeGraphMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "composite"),
    ]
}
