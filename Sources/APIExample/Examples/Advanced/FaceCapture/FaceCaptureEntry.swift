/// FaceCapture's form: the channel, as in the original (its resolution and frame rate are the defaults, 960×540 at
/// 15 fps, adaptive: the original's pickers are not connected). The licence is a Settings value, like the
/// original's KeyCenter.FaceCaptureLicense.
public enum FaceCaptureEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "FaceCapture", section: .advanced,
        flavours: [.uiKit, .swiftUI],
        keyAPIs: ["enableExtension(withVendor:extension:enabled:sourceType:)",
                 "setExtensionPropertyWithVendor(_:extension:key:value:)", "setVideoFrameDelegate(_:)",
                 "setFaceInfoDelegate(_:)", "onCapture(_:sourceType:)", "onFaceInfo(_:)", "setupLocalVideo(_:)",
                 "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "disableAudio()", "disableVideo()", "stopPreview()", "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "enableVideo()", "setClientRole(_:)", "setVideoEncoderConfiguration(_:)"])

    /// What FaceCaptureMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "facecapture"),
    ]
}
