extension SessionControl {
    /// The value the user's `change` asks for (what the key or the click would make it), nil while disabled.
    public func requestedValue(_ change: ControlChange) -> ControlValue? {
        isEnabled ? kind.applying(change).value : nil
    }

    /// The value `text` names for this control, as `apiexample run --control id=value` gives it: `true`/`false`
    /// for a switch, a number in range for a slider, an option's value for a choice, any text for a text input.
    /// nil when it does not fit (a button takes no value).
    public func parseValue(_ text: String) -> ControlValue? {
        let value: ControlValue
        switch kind {
        case .toggle:
            guard text == "true" || text == "false" else { return nil }
            value = .bool(text == "true")
        case .slider(_, let range, _):
            guard let number = Int(text) else { return nil }
            // A slider declared with a one-value range gets its real range from the session (a preset, a file's
            // length): the value is checked against that range when it is applied.
            if range.lowerBound == range.upperBound { return .int(number) }
            value = .int(number)
        case .choice:
            value = .option(text)
        case .text:
            value = .text(text)
        case .action:
            return nil
        }
        return kind.setting(value) == nil ? nil : value
    }

    /// What `--control <id>` without a value does: press a button, flip a switch; nil for the other kinds.
    public var bareValue: ControlValue? {
        switch kind {
        case .action: .pressed
        case .toggle(let on): .bool(!on)
        default: nil
        }
    }

    /// The values `parseValue` accepts, for error messages.
    public var acceptedValues: String {
        switch kind {
        case .toggle: "true|false (or no value to flip it)"
        case .slider(_, let range, _): "\(range.lowerBound)…\(range.upperBound)"
        case .choice(let options, _): options.map(\.value).joined(separator: "|")
        case .text: "any text"
        case .action: "no value (a button)"
        }
    }
}
