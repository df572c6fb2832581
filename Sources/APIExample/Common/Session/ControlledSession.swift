/// A case's Main with in-session controls: its `Control` enum declares them and `apply` is where the user's
/// changes reach the SDK (the original's IBAction methods).
@MainActor
public protocol ControlledSession: BaseSession {
    associatedtype Control: CaseControl
    /// Applies the user's change of `control` (its new value, or `.pressed` for a button) to the SDK. Returns
    /// whether it took effect; when not, the control keeps the value it had.
    func apply(_ control: Control, _ value: ControlValue) -> Bool
}

extension ControlledSession {
    /// Sets what `control` shows, as a callback does in the original (`slider.value = …`, `switch.isOn = …`).
    public func set(_ control: Control, _ value: ControlValue) {
        emit(.controlChanged(id: control.rawValue, value: value, isEnabled: nil))
    }

    /// Enables or disables `control` (`button.isEnabled = …`).
    public func enable(_ control: Control, _ isEnabled: Bool) {
        emit(.controlChanged(id: control.rawValue, value: nil, isEnabled: isEnabled))
    }

    /// Replaces `control`'s kind, for a control whose options or range depend on what the session learns (a
    /// music file's length).
    public func reshape(_ control: Control, _ kind: SessionControl.Kind) {
        emit(.controlReshaped(id: control.rawValue, kind: kind))
    }

    /// Gives `control` another label, as the original retitles a button (`setTitle(_:for:)`) or relabels a slider
    /// whose meaning depends on what else is chosen.
    public func relabel(_ control: Control, _ labelKey: String) {
        emit(.controlRelabeled(id: control.rawValue, labelKey: labelKey))
    }

    nonisolated static var declaredControls: [SessionControl] { Control.declarations }

    func applyControl(id: String, _ value: ControlValue) -> Bool? {
        Control(rawValue: id).map { apply($0, value) }
    }
}
