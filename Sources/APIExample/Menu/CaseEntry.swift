/// A case's Entry: what the menu says about the case, the form fields it collects, and the typed `Config` its Main
/// reads, decoded from those fields' values.
public protocol CaseEntry: SendableMetatype {
    associatedtype Config: CaseConfig
    static var about: CaseAbout { get }
    static var fields: [FieldSpec] { get }
    /// Localization key of the form's tips (the original's nav-bar "tips" alert), or nil when it has none.
    static var tipsKey: String? { get }
}

extension CaseEntry {
    public static var tipsKey: String? { nil }
}
