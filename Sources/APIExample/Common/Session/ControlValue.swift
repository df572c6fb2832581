/// A control's value as the case receives it when the user changes it (or as the case sets it, like a UIKit
/// control's `isOn` or `value`).
public enum ControlValue: Equatable, Sendable, CustomStringConvertible {
    /// A button was pressed.
    case pressed
    case bool(Bool)
    case int(Int)
    /// The value of the chosen option.
    case option(String)
    case text(String)

    public var bool: Bool { if case .bool(let on) = self { on } else { false } }
    public var int: Int { if case .int(let number) = self { number } else { 0 } }
    public var option: String { if case .option(let value) = self { value } else { "" } }
    public var text: String { if case .text(let text) = self { text } else { "" } }

    public var description: String {
        switch self {
        case .pressed: "pressed"
        case .bool(let on): on ? "true" : "false"
        case .int(let number): String(number)
        case .option(let value): value
        case .text(let text): text
        }
    }
}
