/// CustomVideoRender's form: just the channel, as in the original.
public enum CustomVideoRenderEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "render"),
    ]
}
