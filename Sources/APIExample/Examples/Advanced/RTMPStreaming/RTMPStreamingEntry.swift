/// RTMPStreaming's form: channel, the CDN URL to push to (checked against the SDK's URL rules here, and again by
/// the engine), whether the push starts transcoded (the original's "Transcoding" switch, on by default), and
/// whether it starts by itself once joined (for headless runs; the original waits for the Publish button).
public enum RTMPStreamingEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "rtmp"),
        FieldSpec(id: "rtmpUrl", labelKey: "field.rtmpUrl", kind: .text(.rtmpUrl), defaultValue: RtmpUrlRule.defaultUrl,
                  noteKey: "field.rtmpUrl.note"),
        .toggle("transcoding", labelKey: "field.transcoding", default: true, noteKey: "field.transcoding.note"),
        .toggle("pushOnJoin", labelKey: "field.rtmpPushOnJoin", noteKey: "field.rtmpPushOnJoin.note"),
    ]
}
