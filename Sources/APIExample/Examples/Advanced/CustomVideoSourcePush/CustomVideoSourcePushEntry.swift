import MediaFormats

/// CustomVideoSourcePush's form: the channel, the original's HDR switch, the clip to push (the bundled sample by
/// default, or the path of any YUV4MPEG2 file, 4:2:0 or 4:4:4) and, for the simulation, whether this device's
/// encoder does HDR.
public enum CustomVideoSourcePushEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "CustomVideoSourcePush", section: .advanced,
        flavours: [.objectiveC, .uiKit],
        keyAPIs: ["queryHDRCapability(_:)", "setExternalVideoSource(_:useTexture:sourceType:)",
                 "setVideoEncoderConfiguration(_:)", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "pushExternalVideoFrame(_:videoTrackId:)", "setupRemoteVideo(_:)", "updateChannel(with:)", "leaveChannel(_:)",
                 "destroy()",
                 "enableAudio()", "enableVideo()"])

    /// What CustomVideoSourcePushMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let file: String
        public let hdrDevice: String
        public let isHDR: Bool
        public let channelName: String

        public init(_ form: FormReader) {
            file = form.string("file")
            hdrDevice = form.string("hdrDevice")
            isHDR = form.bool("isHDR")
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "custom"),
        .toggle("isHDR", labelKey: "field.hdr", noteKey: "field.hdr.note"),
        FieldSpec(id: "file", labelKey: "field.videoFile", kind: .text(.filePath), defaultValue: SampleVideoClip.fileName,
                  noteKey: "field.videoFile.note"),
        FieldSpec(id: "hdrDevice", labelKey: "field.hdrDevice",
                  kind: .choice([ChoiceOption("supported", "customVideo.hdrDevice.supported"),
                                 ChoiceOption("unsupported", "customVideo.hdrDevice.unsupported")]),
                  defaultValue: "supported", noteKey: "field.hdrDevice.note"),
    ]
}
