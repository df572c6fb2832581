/// RtePlayer's form: the URL to play, `rte://<App ID>/<channel>`, filled with KeyCenter's App ID and a placeholder
/// for the channel of a host the user has on air elsewhere (here: any channel, whose simulated host plays). The
/// note is the original's help label.
public enum RtePlayerEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        FieldSpec(id: "url", labelKey: "field.rteUrl", kind: .text(.rteUrl), defaultValue: "", noteKey: "field.rteUrl.note",
                  runtimeDefault: .rteUrl),
    ]
}
