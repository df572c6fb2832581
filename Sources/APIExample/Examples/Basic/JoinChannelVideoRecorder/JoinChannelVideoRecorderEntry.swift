/// JoinChannelVideoRecorder's form: the channel and encoder as in JoinChannelVideo (here wired), where the
/// recordings go, how long one may run, and whether recording starts by itself once joined.
public enum JoinChannelVideoRecorderEntry: CaseEntry {
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
