/// What a form field holds and how it is edited.
public enum FieldKind: Equatable, Sendable {
    /// Free text, validated by `rule`.
    case text(TextRule)
    /// A whole number in `range`; typed as digits.
    case number(ClosedRange<Int64>)
    /// One of `options`; ←/→ cycles.
    case choice([ChoiceOption])
    /// On or off; Space toggles.
    case toggle
}

/// Which validation a text field gets.
public enum TextRule: Equatable, Sendable {
    case channelName
    case optional
}
