/// The button changes one mouse report carries (NcursesTerminal translates them from ncurses' `mmask_t`).
public struct MouseButtons: OptionSet, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let leftPress = MouseButtons(rawValue: 1 << 0)
    public static let leftRelease = MouseButtons(rawValue: 1 << 1)
    public static let leftClick = MouseButtons(rawValue: 1 << 2)
    public static let leftDoubleClick = MouseButtons(rawValue: 1 << 3)
    public static let wheelUp = MouseButtons(rawValue: 1 << 4)
    public static let wheelDown = MouseButtons(rawValue: 1 << 5)
}
