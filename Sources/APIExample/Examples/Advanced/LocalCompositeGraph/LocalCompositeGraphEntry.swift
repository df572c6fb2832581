/// LocalCompositeGraph's form: just the channel, as in the original (pre-filled here, as most cases are).
public enum LocalCompositeGraphEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "composite"),
    ]
}
