/// ScreenShare's form: the channel, pre-filled with "ScreenShare" as in the original (its only pre-filled name).
public enum ScreenShareEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "ScreenShare"),
    ]
}
