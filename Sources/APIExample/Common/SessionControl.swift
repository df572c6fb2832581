/// An in-session control of a case (slider, switch, picker or button), described as data so the UI can draw it
/// and bind keys to it without knowing the case.
public struct SessionControl: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case toggle(Bool)
        case slider(value: Int, range: ClosedRange<Int>, step: Int)
        case choice(options: [ChoiceOption], selected: String)
        case action
    }

    public let id: String
    public let labelKey: String
    public var kind: Kind
    public var isEnabled: Bool

    public init(id: String, labelKey: String, kind: Kind, isEnabled: Bool = true) {
        self.id = id
        self.labelKey = labelKey
        self.kind = kind
        self.isEnabled = isEnabled
    }
}

/// What the user did to a control.
public enum ControlChange: Sendable {
    case increment
    case decrement
    case activate
}

extension SessionControl.Kind {
    /// The value after `change`, for sliders and pickers (wraps around for pickers, clamps for sliders).
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
}
