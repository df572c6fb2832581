/// A case's Entry: the form fields it collects. Their values become the `configs` its Main receives.
public protocol CaseEntry {
    static var fields: [FieldSpec] { get }
    /// Localization key of the form's tips (the original's nav-bar "tips" alert), or nil when it has none.
    static var tipsKey: String? { get }
}

extension CaseEntry {
    public static var tipsKey: String? { nil }
}
