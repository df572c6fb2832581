/// An event loop a test drives by hand: each event is delivered when the test calls the matching `fire…`, on
/// the test's own (main) actor, so what the app does in response can be checked right after.
@MainActor public final class ManualRunLoop: TerminalEventLoop {
    public var onInput: (() -> Void)?
    public var onResize: (() -> Void)?
    public var onSuspendRequest: (() -> Void)?
    public var onContinue: (() -> Void)?
    public var onSignal: ((TerminalSignal) -> Void)?
    public var onFrame: (() -> Void)?

    public private(set) var isStarted = false
    /// The timer the app asked for; nil when it has none (an idle app must not have one).
    public private(set) var framesPerSecond: Int?

    public init() {}

    public func start() {
        isStarted = true
    }

    public func setFrameRate(_ fps: Int?) {
        let rate = max(0, fps ?? 0)
        framesPerSecond = rate > 0 ? rate : nil
    }

    public func run() -> Never {
        preconditionFailure("a ManualRunLoop never runs by itself: fire its events from the test instead")
    }

    public func fireInput() { onInput?() }
    public func fireResize() { onResize?() }
    public func fireSuspend() { onSuspendRequest?() }
    public func fireContinue() { onContinue?() }
    public func fire(_ signal: TerminalSignal) { onSignal?(signal) }

    /// One timer tick. Without a frame rate the real timer would not exist, so nothing happens and this says so.
    @discardableResult
    public func fireFrame() -> Bool {
        guard framesPerSecond != nil else { return false }
        onFrame?()
        return true
    }
}
