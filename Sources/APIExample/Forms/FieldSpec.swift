/// A field of an Entry form: id (also its `configs` key), localized label, kind, default and an optional note.
public struct FieldSpec: Equatable, Sendable {
    public let id: String
    public let labelKey: String
    public let kind: FieldKind
    public let defaultValue: String
    public let noteKey: String?
    /// Set when the default comes from the running app (KeyCenter) rather than the case.
    public let runtimeDefault: RuntimeDefault?

    public enum RuntimeDefault: Equatable, Sendable {
        case keyCenterAppId
        /// `rte://<KeyCenter's App ID>/<the localized channel placeholder>` (RteUrlRule).
        case rteUrl
    }

    public init(id: String, labelKey: String, kind: FieldKind, defaultValue: String, noteKey: String? = nil,
                runtimeDefault: RuntimeDefault? = nil) {
        self.id = id
        self.labelKey = labelKey
        self.kind = kind
        self.defaultValue = defaultValue
        self.noteKey = noteKey
        self.runtimeDefault = runtimeDefault
    }

    /// The starting value, given what the app knows at run time (and the language a placeholder is written in).
    public func defaultValue(keyCenter: KeyCenter, language: Language = .en) -> String {
        switch runtimeDefault {
        case .keyCenterAppId: keyCenter.appId
        case .rteUrl: RteUrlRule.defaultUrl(appId: keyCenter.appId, language: language)
        case nil: defaultValue
        }
    }

    public static func appId() -> FieldSpec {
        FieldSpec(id: "appId", labelKey: "field.appId", kind: .text(.appId), defaultValue: "", noteKey: "field.appId.note",
                  runtimeDefault: .keyCenterAppId)
    }

    public static func token() -> FieldSpec {
        FieldSpec(id: "token", labelKey: "field.token", kind: .text(.token), defaultValue: "", noteKey: "field.token.note")
    }

    public static func userAccount() -> FieldSpec {
        FieldSpec(id: "userAccount", labelKey: "field.userAccount", kind: .text(.userAccount), defaultValue: "",
                  noteKey: "field.userAccount.note")
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
