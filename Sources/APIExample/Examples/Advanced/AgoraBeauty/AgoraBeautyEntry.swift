/// AgoraBeauty's form: just the channel, as in the original (pre-filled here, as most cases are).
public enum AgoraBeautyEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "AgoraBeauty", section: .advanced,
        flavours: [.uiKit],
        keyAPIs: ["enableExtension(withVendor:extension:enabled:sourceType:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "createVideoEffectObject(bundlePath:sourceType:)", "addOrUpdateVideoEffect(nodeId:templateName:)",
                 "setVideoEffectBoolParam(option:key:boolValue:)", "setVideoEffectFloatParam(option:key:floatValue:)",
                 "setVideoEffectIntParam(option:key:intValue:)", "isFeatureAvailable(onDevice:)",
                 "enableVirtualBackground(_:backData:segData:)", "setFaceShapeBeautyOptions(_:options:)",
                 "setFaceShapeAreaOptions(_:)", "setupRemoteVideo(_:)", "leaveChannel(_:)",
                 "destroyVideoEffectObject(_:)", "destroy()",
                 "enableAudio()", "enableVideo()", "setClientRole(_:)", "setParameters(_:)",
                 "setVideoEncoderConfiguration(_:)", "setupLocalVideo(_:)", "startPreview()"])

    /// What AgoraBeautyMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String

        public init(_ form: FormReader) {
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "agorabeauty"),
    ]
}
