/// MutliCamera's form (the id keeps the original's spelling; the names say "Multi"): the channel, and, for the
/// simulation, whether this device can run both cameras at once, so the SDK's refusal can be seen.
public enum MutliCameraEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "MutliCamera", section: .advanced,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setClientRole(_:)", "enableVideo()", "enableAudio()", "setVideoEncoderConfiguration(_:)",
                 "enableMultiCamera(_:config:)", "setupLocalVideo(_:)", "startPreview()",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "startCameraCapture(_:config:)", "joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)",
                 "muteRemoteAudioStream(_:mute:)", "muteRemoteVideoStream(_:mute:)",
                 "stopCameraCapture(_:)", "leaveChannelEx(_:options:leaveChannelBlock:)", "disableAudio()",
                 "disableVideo()", "stopPreview()", "leaveChannel(_:)", "destroy()",
                 "getConnectionStateEx(_:)"])

    /// What MutliCameraMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let channelName: String
        public let multiCameraDevice: Bool

        public init(_ form: FormReader) {
            channelName = form.channelName
            multiCameraDevice = form.bool("multiCameraDevice")
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "multicamera"),
        .toggle("multiCameraDevice", labelKey: "field.multiCameraDevice", default: true,
                noteKey: "field.multiCameraDevice.note"),
    ]
}
