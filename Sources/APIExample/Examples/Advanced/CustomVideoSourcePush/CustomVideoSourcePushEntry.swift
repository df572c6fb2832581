import MediaFormats

/// CustomVideoSourcePush's form: the channel, the original's HDR switch, the clip to push (the bundled sample by
/// default, or the path of any YUV4MPEG2 file, 4:2:0 or 4:4:4) and, for the simulation, whether this device's
/// encoder does HDR.
public enum CustomVideoSourcePushEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .channelName(default: "custom"),
        .toggle("isHDR", labelKey: "field.hdr", noteKey: "field.hdr.note"),
        FieldSpec(id: "file", labelKey: "field.videoFile", kind: .text(.filePath), defaultValue: SampleVideoClip.fileName,
                  noteKey: "field.videoFile.note"),
        FieldSpec(id: "hdrDevice", labelKey: "field.hdrDevice",
                  kind: .choice([ChoiceOption("supported", "customVideo.hdrDevice.supported"),
                                 ChoiceOption("unsupported", "customVideo.hdrDevice.unsupported")]),
                  defaultValue: "supported", noteKey: "field.hdrDevice.note"),
    ]
}
