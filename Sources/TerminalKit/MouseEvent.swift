/// A mouse report in screen cells (0-based, origin top left), for whatever is drawn under (x, y) to act on.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Button 1 went down. Acting on the press (not the release) makes a click feel immediate; a second
        /// click on the same thing is the "double-click".
        case leftClick
        case wheelUp
        case wheelDown
    }

    public var x: Int
    public var y: Int
    public var kind: Kind

    public init(x: Int, y: Int, kind: Kind) {
        self.x = x
        self.y = y
        self.kind = kind
    }
}
