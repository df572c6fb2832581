import MediaFormats

/// CustomVideoSourcePush's form: the channel, the original's HDR switch, and the clip to push: the bundled
/// sample by default, or the path of any YUV4MPEG2 file (4:2:0 or 4:4:4).
public enum CustomVideoSourcePushEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "custom"),
        .toggle("isHDR", labelKey: "field.hdr", noteKey: "field.hdr.note"),
        FieldSpec(id: "file", labelKey: "field.videoFile", kind: .text(.filePath), defaultValue: SampleVideoClip.fileName,
                  noteKey: "field.videoFile.note"),
    ]
}
