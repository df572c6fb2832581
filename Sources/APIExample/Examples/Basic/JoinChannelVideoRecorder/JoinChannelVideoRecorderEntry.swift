/// JoinChannelVideoRecorder's form: the channel and encoder as in JoinChannelVideo (here wired), where the
/// recordings go, how long one may run, and whether recording starts by itself once joined.
public enum JoinChannelVideoRecorderEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "JoinChannelVideoRecorder", section: .basic,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["setupLocalVideo(_:)", "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "createMediaRecorder(withInfo:)", "setMediaRecorderDelegate(_:)", "startRecording(_:)",
                 "mediaRecorder(_:stateDidChanged:uid:state:reason:)",
                 "mediaRecorder(_:informationDidUpdated:uid:info:)", "stopRecording()", "destroy(_:)",
                 "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "enableVideo()", "setClientRole(_:)", "setVideoEncoderConfiguration(_:)",
                 "setupRemoteVideo(_:)"])

    /// What JoinChannelVideoRecorderMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let recordingDirectory: String
        public let channelName: String
        public let recordOnJoin: Bool
        public let maxDuration: Int

        public init(_ form: FormReader) {
            recordingDirectory = form.string("recordingDirectory")
            channelName = form.channelName
            recordOnJoin = form.bool("recordOnJoin")
            maxDuration = form.int("maxDuration", default: 10)
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "demo"),
        .choice("resolution", labelKey: "field.resolution", options: ChoiceOptions.resolutions, default: "960x540"),
        .choice("fps", labelKey: "field.fps", options: ChoiceOptions.frameRates, default: "15"),
        .choice("orientation", labelKey: "field.orientation", options: ChoiceOptions.orientations, default: "adaptative"),
        FieldSpec(id: "recordingDirectory", labelKey: "field.recordingDirectory", kind: .text(.directory),
                  defaultValue: RecordingDirectory.defaultPath(), noteKey: "field.recordingDirectory.note"),
        // The original records for at most 10 s; the form allows up to the SDK's default maxDurationMs (120 000).
        FieldSpec(id: "maxDuration", labelKey: "field.maxDuration", kind: .number(1...120), defaultValue: "10",
                  noteKey: "field.maxDuration.note"),
        .toggle("recordOnJoin", labelKey: "field.recordOnJoin", noteKey: "field.recordOnJoinStreams.note"),
    ]
}
