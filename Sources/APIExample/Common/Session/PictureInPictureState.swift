/// The session's picture-in-picture window, as `AVPictureInPictureController` moves through it: `starting` and
/// `stopping` are the animations between its delegate's will/did calls. While it is not `inactive` the tiles play
/// in a floating window that stays on top of every screen (the terminal's "app in the background": settings, the
/// log viewer, help), and the session's own tile area is left empty, as the original's container moves into the
/// PiP window.
public enum PictureInPictureState: String, Equatable, Sendable {
    case inactive
    case starting
    case active
    case stopping

    /// Whether the floating window is on screen.
    public var showsWindow: Bool { self != .inactive }
}
