import TerminalKit

/// What can happen to the app: input and terminal changes. Session changes only need a redraw.
public enum Action: Sendable {
    case key(Key)
    case resize(width: Int, height: Int)
}
