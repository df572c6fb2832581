/// The menu's two groups, in menu order; a case's folder sits under the section's folder.
public enum CaseSection: String, CaseIterable, Sendable {
    case basic
    case advanced

    /// Localization key of the section's title.
    public var titleKey: String {
        switch self {
        case .basic: "section.basic"
        case .advanced: "section.advanced"
        }
    }

    /// The folder under `Sources/APIExample/Examples/` that holds the section's cases.
    public var folder: String {
        switch self {
        case .basic: "Basic"
        case .advanced: "Advanced"
        }
    }
}
