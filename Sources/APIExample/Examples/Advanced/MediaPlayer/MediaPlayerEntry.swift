import MediaFormats

/// MediaPlayer's form: the channel, and what the player opens: the `url` field (the bundled sample MP4 by name, any
/// path, or any URL) or, one choice away, the original's sample on the network (which plays where the network
/// allows and otherwise fails with the SDK's reason).
public enum MediaPlayerEntry: CaseEntry {
    /// The original's default URL field text.
    public static let originalSampleUrl = "https://agora-adc-artifacts.s3.cn-north-1.amazonaws.com.cn/resources/sample.mp4"

    public static let fields: [FieldSpec] = [
        .channelName(default: "player"),
        .choice("mediaSource", labelKey: "field.mediaSource", options: [
            ChoiceOption("url", "mediaSource.url"), ChoiceOption("originalSample", "mediaSource.originalSample"),
        ], default: "url"),
        FieldSpec(id: "url", labelKey: "field.mediaUrl", kind: .text(.filePath), defaultValue: SampleMovie.fileName,
                  noteKey: "field.mediaUrl.note"),
    ]
}
