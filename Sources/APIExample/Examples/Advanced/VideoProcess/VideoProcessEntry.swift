/// VideoProcess's form: just the channel, as in the original (pre-filled here, as most cases are).
public enum VideoProcessEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "VideoProcess", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["enableExtension(withVendor:extension:enabled:sourceType:)", "isFeatureAvailable(onDevice:)",
                 "setBeautyEffectOptions(_:options:)", "setFilterEffectOptions(_:options:)",
                 "setLowlightEnhanceOptions(_:options:)", "setVideoDenoiserOptions(_:options:)",
                 "setColorEnhanceOptions(_:options:)", "enableVirtualBackground(_:backData:segData:)",
                 "setFaceShapeBeautyOptions(_:options:)", "setFaceShapeAreaOptions(_:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "setupRemoteVideo(_:)",
                 "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "enableVideo()", "setClientRole(_:)", "setVideoEncoderConfiguration(_:)",
                 "setupLocalVideo(_:)", "startPreview()"])

    /// What VideoProcessMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "videoprocess"),
    ]
}
