/// RawMediaData's form: the channel and the original's "Audio Recording" switch (id `recordOnJoin`, as the other
/// cases' switches that record from the join), plus where the recording goes (the original wrote into the app's
/// temporary directory).
public enum RawMediaDataEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "RawMediaData", section: .advanced,
        flavours: [.uiKit],
        keyAPIs: ["setClientRole(_:)", "setVideoFrameDelegate(_:)", "enableVideo()", "setVideoEncoderConfiguration(_:)",
                 "setAudioFrameDelegate(_:)",
                 "setRecordingAudioFrameParametersWithSampleRate(_:channel:mode:samplesPerCall:)",
                 "setMixedAudioFrameParametersWithSampleRate(_:channel:samplesPerCall:)",
                 "setPlaybackAudioFrameParametersWithSampleRate(_:channel:mode:samplesPerCall:)",
                 "setupLocalVideo(_:)", "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "startAudioRecording(_:)", "stopAudioRecording()", "leaveChannel(_:)", "destroy()",
                 "setupRemoteVideo(_:)"],
        hidden: true)

    /// What RawMediaDataMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let recordingDirectory: String
        public let channelName: String
        public let recordOnJoin: Bool

        public init(_ form: FormReader) {
            recordingDirectory = form.string("recordingDirectory")
            channelName = form.channelName
            recordOnJoin = form.bool("recordOnJoin")
        }
    }

    public static let fields: [FieldSpec] = [
        .channelName(default: "rawmedia"),
        .toggle("recordOnJoin", labelKey: "rawMedia.field.audioRecording", noteKey: "rawMedia.field.audioRecording.note"),
        FieldSpec(id: "recordingDirectory", labelKey: "rawMedia.field.directory", kind: .text(.directory),
                  defaultValue: RecordingDirectory.defaultPath(), noteKey: "rawMedia.field.directory.note"),
    ]
}
