/// A case's in-session controls, declared as an enum: one case per control, each with its label and the kind
/// (and starting value) it has when the session starts. The raw value is the control's id, which the keys, the
/// mouse and `apiexample run --control <id>` use.
public protocol CaseControl: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// Localization key of the label.
    var labelKey: String { get }
    /// The kind, holding the value the control starts with.
    var kind: SessionControl.Kind { get }
    /// Whether the user can change it before the case says otherwise (e.g. only once joined).
    var startsEnabled: Bool { get }
}

extension CaseControl {
    public var startsEnabled: Bool { true }

    /// The control as the screen first shows it.
    public var declaration: SessionControl {
        SessionControl(id: rawValue, labelKey: labelKey, kind: kind, isEnabled: startsEnabled)
    }

    public static var declarations: [SessionControl] { allCases.map(\.declaration) }
}
