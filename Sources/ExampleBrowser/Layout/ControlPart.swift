/// Which part of a form field or session control a click hit: its label, or its value at a column counted from
/// the value's first cell. Choices and sliders draw their value as "< value >", so column 0 is the "<".
enum ControlPart: Equatable {
    case label
    case value(column: Int)

    /// What a click on a choice or slider value does: "<" steps back, anywhere else steps forward.
    var stepsBack: Bool { self == .value(column: 0) }
}
