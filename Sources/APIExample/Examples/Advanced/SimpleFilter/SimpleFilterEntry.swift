/// SimpleFilter's form: the channel, as in the original, and the extension library to load (on iOS the provider
/// is a linked framework; here it is a shared library, found by name or typed as a path).
public enum SimpleFilterEntry: CaseEntry {
    public static let defaultLibrary = "libSimpleFilter.so"

    public static let fields: [FieldSpec] = [
        .channelName(default: "filter"),
        FieldSpec(id: "library", labelKey: "field.extensionLibrary", kind: .text(.filePath), defaultValue: defaultLibrary,
                  noteKey: "field.extensionLibrary.note"),
    ]
}
