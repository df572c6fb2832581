/// The settings screen while it is open: which row has focus, the text being typed into a text row, and the
/// problem with it. It sits over whatever screen was showing, which keeps running underneath.
public struct SettingsState: Equatable, Sendable {
    public var focus = 0
    /// Set while a text row is being edited (Enter starts and commits, Esc abandons).
    public var editing: String?
    /// Localization key of what is wrong with the text typed, shown at the row.
    public var problem: String?

    public init() {}

    public var row: SettingsRow { SettingsRow.allCases[min(focus, SettingsRow.allCases.count - 1)] }
}
