/// Where the app's events come from. Production: `TerminalRunLoop` (dispatch sources, `dispatchMain`). Tests: a
/// `ManualRunLoop`, which delivers each event only when the test says, so no tty, signal or timer is involved.
@MainActor public protocol TerminalEventLoop: AnyObject {
    /// Keys are waiting; read them from the backend.
    var onInput: (() -> Void)? { get set }
    /// The window changed size (SIGWINCH).
    var onResize: (() -> Void)? { get set }
    /// Ctrl-Z (SIGTSTP). Ctrl-Z does nothing when unset.
    var onSuspendRequest: (() -> Void)? { get set }
    /// The process was continued (SIGCONT), also after a stop the app did not ask for.
    var onContinue: (() -> Void)? { get set }
    /// A request to stop: SIGINT, SIGTERM, SIGHUP, or stdin lost.
    var onSignal: ((TerminalSignal) -> Void)? { get set }
    /// A timer tick, only while a frame rate is set.
    var onFrame: (() -> Void)? { get set }

    /// Readies what must be in place before the first paint (signal handlers). Call once, after setting the
    /// handlers; events are served from `run()` on.
    func start()
    /// nil or 0: no timer at all, so an idle app never wakes.
    func setFrameRate(_ fps: Int?)
    /// Listens and serves events until the process exits.
    func run() -> Never
}
