/// LocalVideoTranscoding's form: just the channel, as in the original (Join is refused while it is empty).
public enum LocalVideoTranscodingEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "transcoding"),
    ]
}
