/// TransparentRender's form: the channel only, as in the original; the clip is the bundled alpha-stitched sample.
public enum TransparentRenderEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "transparent"),
    ]
}
