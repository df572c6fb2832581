import AgoraRtcSim
import Dispatch

/// What a session gets from the app besides its configs: settings, keys, the simulation's clock, and the way
/// engine callbacks reach the main actor.
public struct SessionContext: Sendable {
    public var settings: GlobalSettings
    public var keyCenter: KeyCenter
    public var clock: any AgoraSimClock
    /// Runs `work` on the main actor later, in order. Production: the main queue. Virtual-time tests: at once,
    /// because the virtual clock delivers callbacks on the test's (main) thread.
    public var hop: @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void
    /// Where the session's pictures go; the app listens to it to repaint when one changed.
    public var frames: FrameStore
    /// The screen a screen capture captures: the app posts what it draws.
    public var display: SessionDisplay
    /// Where this session meets other instances of the app (the rendezvous directory or a NATS server), or nil: only
    /// simulated users. Never used in virtual time.
    public var cloud: CloudEndpoint?
    /// A test's cloud for a virtual-time session, whose clock the test pumps in small steps with real pauses for the
    /// messages to cross (as the engine's cloud tests do); nil: a virtual-time session meets nobody.
    public var virtualTimeCloud: (any AgoraSimCloud)?
    /// Hears why the cloud cannot be reached (a NATS server refusing the credentials), from a background queue. The
    /// headless runner prints it; nil: nobody is told (the session simply meets nobody).
    public var onCloudProblem: (@Sendable (String) -> Void)?
    /// Why the session meets no other instance though it was to (the rendezvous directory was refused): shown once
    /// as the session's notice when its engine is made.
    public var cloudRefusal: SessionNotice?
    /// Whether the session is heard through the desktop's sound server (real time only; virtual time is silent).
    /// Off unless the app says otherwise.
    public var sound: SoundMode = .off
    /// Where a session that is heard gets its link to the sound server: the process's one (`SoundHub.shared`), or a
    /// test's.
    public var soundHub: SoundHub = .shared

    public init(settings: GlobalSettings = GlobalSettings(), keyCenter: KeyCenter = KeyCenter(),
                clock: any AgoraSimClock, frames: FrameStore = FrameStore(), display: SessionDisplay = SessionDisplay(),
                hop: @escaping @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void) {
        self.display = display
        self.settings = settings
        self.keyCenter = keyCenter
        self.clock = clock
        self.hop = hop
        self.frames = frames
    }

    /// Wall-clock time; callbacks hop to the main queue.
    public static func live(settings: GlobalSettings, keyCenter: KeyCenter, frames: FrameStore = FrameStore()) -> SessionContext {
        SessionContext(settings: settings, keyCenter: keyCenter, clock: AgoraSimWallClock(), frames: frames, hop: { work in
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        })
    }

    /// Virtual time for tests and instant headless runs: the caller advances `clock` from the main actor.
    public static func virtual(settings: GlobalSettings = GlobalSettings(), keyCenter: KeyCenter = KeyCenter(),
                               clock: AgoraSimVirtualClock) -> SessionContext {
        SessionContext(settings: settings, keyCenter: keyCenter, clock: clock, hop: { work in
            MainActor.assumeIsolated { work() }
        })
    }
}
