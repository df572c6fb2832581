import DesktopSound

/// How the app reaches a sound server: opening a link and asking whether one answers. The desktop's goes through
/// DesktopSound (libpulse, opened on first use); a test gives its own.
public struct SoundServerAccess: Sendable {
    /// Opens a link (capturing too when asked) that calls `onRequest` each time the server asks for more sound (on
    /// the server's thread, just before it takes what was played) and whose states go to `onState`, from any thread.
    public var open: @Sendable (_ capture: Bool, _ onRequest: @escaping @Sendable () -> Void,
                                _ onState: @escaping @Sendable (SoundLinkState) -> Void) -> any SoundServerLink
    /// Tells `completion`, off the caller's thread, `.connected` or `.unavailable(why)`.
    public var probe: @Sendable (_ completion: @escaping @Sendable (SoundLinkState) -> Void) -> Void

    public init(open: @escaping @Sendable (Bool, @escaping @Sendable () -> Void,
                                           @escaping @Sendable (SoundLinkState) -> Void) -> any SoundServerLink,
                probe: @escaping @Sendable (@escaping @Sendable (SoundLinkState) -> Void) -> Void) {
        self.open = open
        self.probe = probe
    }

    /// The playback buffer asked of the server: low enough that a slider moved is heard at once (≤ 100 ms, issue
    /// 33), high enough that a busy machine does not starve it. The server asks for more each time half of it has
    /// played, and each request wakes libpulse's thread and the engine: 60 rather than 40 is a third fewer wake-ups,
    /// which kept sound on within 1 % of a core (issue 33), for 10 ms more of what is heard.
    public static let latencyMs = 60
    /// How long a server that does not answer is waited for before the session goes on silent.
    public static let connectTimeout = 2.0

    /// The desktop's sound server: PulseAudio, or PipeWire through its PulseAudio interface; `PULSE_SERVER` and the
    /// user's runtime directory say where.
    public static let desktop = SoundServerAccess(
        open: { capture, onRequest, onState in
            SoundLink(capture: capture, latencyMs: latencyMs, connectTimeout: connectTimeout, retryInterval: 3,
                      onRequest: onRequest, onState: onState)
        },
        probe: { completion in SoundLink.probe(timeout: connectTimeout, completion: completion) }
    )
}
