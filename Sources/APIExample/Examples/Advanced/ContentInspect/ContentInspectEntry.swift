/// ContentInspect's form: the channel (required, as the original checks) and how many seconds apart the image
/// moderation module takes its screenshots (the original's 1; Agora recommends 10).
public enum ContentInspectEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "inspect"),
        FieldSpec(id: "interval", labelKey: "field.inspectInterval", kind: .number(1...3600), defaultValue: "1",
                  noteKey: "field.inspectInterval.note"),
    ]
}
