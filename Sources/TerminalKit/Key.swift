/// A decoded key press.
public enum Key: Hashable, Sendable {
    case char(Character)
    case ctrl(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab, backspace, delete
    case function(Int)
    case resize
    case unknown(Int)
}
