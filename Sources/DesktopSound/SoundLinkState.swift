/// Where a link to the desktop's sound server stands; told to the link's `onState` on a background queue, once per
/// change.
public enum SoundLinkState: Sendable, Equatable {
    /// Looking for the server (at start, and again after it went away).
    case connecting
    /// Streams are open: what is played is heard.
    case connected
    /// No server answered within the time allowed, or libpulse is not installed: why, in libpulse's words or the
    /// link's own (never a path or a credential).
    case unavailable(String)
    /// The server went away mid-stream; the link keeps trying and says `.connected` when it is back.
    case lost(String)
}
