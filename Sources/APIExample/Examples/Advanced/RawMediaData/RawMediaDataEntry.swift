/// RawMediaData's form: the channel and the original's "Audio Recording" switch (id `recordOnJoin`, as the other
/// cases' switches that record from the join), plus where the recording goes (the original wrote into the app's
/// temporary directory).
public enum RawMediaDataEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "rawmedia"),
        .toggle("recordOnJoin", labelKey: "rawMedia.field.audioRecording", noteKey: "rawMedia.field.audioRecording.note"),
        FieldSpec(id: "recordingDirectory", labelKey: "rawMedia.field.directory", kind: .text(.directory),
                  defaultValue: RecordingDirectory.defaultPath(), noteKey: "rawMedia.field.directory.note"),
    ]
}
