/// An in-session control of a case (switch, slider, picker, button or a one-line text input), as the screen shows
/// it: the case declares it (`CaseControl`), the session reducer keeps its current value, and the user changes it.
public struct SessionControl: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case toggle(Bool)
        case slider(value: Int, range: ClosedRange<Int>, step: Int)
        case choice(options: [ChoiceOption], selected: String)
        case action
        /// A line the user types (a message to send, a URL, a channel); Enter hands it to the case.
        case text(String)
    }

    public let id: String
    /// Localization key of the label; a case may change it (a button whose title says what it does next).
    public var labelKey: String
    public var kind: Kind
    public var isEnabled: Bool

    public init(id: String, labelKey: String, kind: Kind, isEnabled: Bool = true) {
        self.id = id
        self.labelKey = labelKey
        self.kind = kind
        self.isEnabled = isEnabled
    }

    /// What the control holds now, as the case receives it.
    public var value: ControlValue { kind.value }
}

/// What the user did to a control.
public enum ControlChange: Sendable, Equatable {
    case increment
    case decrement
    case activate
}

extension SessionControl.Kind {
    /// The value after `change`: a toggle flips, a slider steps (clamped), a choice steps (wrapping around), an
    /// action or a text input is submitted as it is.
    public func applying(_ change: ControlChange) -> SessionControl.Kind {
        switch (self, change) {
        case (.toggle(let on), _):
            return .toggle(!on)
        case (.slider(let value, let range, let step), .increment):
            return .slider(value: min(range.upperBound, value + step), range: range, step: step)
        case (.slider(let value, let range, let step), .decrement):
            return .slider(value: max(range.lowerBound, value - step), range: range, step: step)
        case (.choice(let options, let selected), .increment), (.choice(let options, let selected), .activate):
            let index = options.firstIndex { $0.value == selected } ?? 0
            return .choice(options: options, selected: options[(index + 1) % options.count].value)
        case (.choice(let options, let selected), .decrement):
            let index = options.firstIndex { $0.value == selected } ?? 0
            return .choice(options: options, selected: options[(index + options.count - 1) % options.count].value)
        default:
            return self
        }
    }

    /// The control's value as the case receives it.
    public var value: ControlValue {
        switch self {
        case .toggle(let on): .bool(on)
        case .slider(let value, _, _): .int(value)
        case .choice(_, let selected): .option(selected)
        case .action: .pressed
        case .text(let text): .text(text)
        }
    }

    /// The same control holding `value`, or nil when `value` does not fit it (wrong type, out of range, unknown option).
    public func setting(_ value: ControlValue) -> SessionControl.Kind? {
        switch (self, value) {
        case (.toggle, .bool(let on)):
            return .toggle(on)
        case (.slider(_, let range, let step), .int(let number)) where range.contains(number):
            return .slider(value: number, range: range, step: step)
        case (.choice(let options, _), .option(let selected)) where options.contains(where: { $0.value == selected }):
            return .choice(options: options, selected: selected)
        case (.action, .pressed):
            return .action
        case (.text, .text(let text)):
            return .text(text)
        default:
            return nil
        }
    }
}
