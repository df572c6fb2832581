/// A decoded key press, or a mouse report (only while mouse reporting is on).
public enum Key: Hashable, Sendable {
    case char(Character)
    case ctrl(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace, delete
    case function(Int)
    case resize
    /// The terminal gained or lost focus (its focus report, CSI I / CSI O): the app's foreground and background.
    case focusIn, focusOut
    case mouse(MouseEvent)
    case unknown(Int)
}
