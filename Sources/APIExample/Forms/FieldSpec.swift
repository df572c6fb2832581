/// A field of an Entry form: id (also its `configs` key), localized label, kind, default and an optional note.
public struct FieldSpec: Equatable, Sendable {
    public let id: String
    public let labelKey: String
    public let kind: FieldKind
    public let defaultValue: String
    public let noteKey: String?

    public init(id: String, labelKey: String, kind: FieldKind, defaultValue: String, noteKey: String? = nil) {
        self.id = id
        self.labelKey = labelKey
        self.kind = kind
        self.defaultValue = defaultValue
        self.noteKey = noteKey
    }

    public static func channelName(default value: String = "") -> FieldSpec {
        FieldSpec(id: "channelName", labelKey: "field.channelName", kind: .text(.channelName), defaultValue: value,
                  noteKey: "field.channelName.note")
    }

    public static func uid() -> FieldSpec {
        FieldSpec(id: "uid", labelKey: "field.uid", kind: .number(0...Int64(UInt32.max)), defaultValue: "0",
                  noteKey: "field.uid.note")
    }

    public static func toggle(_ id: String, labelKey: String, default value: Bool = false, noteKey: String? = nil) -> FieldSpec {
        FieldSpec(id: id, labelKey: labelKey, kind: .toggle, defaultValue: value ? "true" : "false", noteKey: noteKey)
    }

    public static func choice(_ id: String, labelKey: String, options: [ChoiceOption], default value: String) -> FieldSpec {
        FieldSpec(id: id, labelKey: labelKey, kind: .choice(options), defaultValue: value)
    }
}
