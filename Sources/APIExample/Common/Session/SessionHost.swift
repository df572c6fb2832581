import AgoraRtcSim

/// A session without the browser: the case's Main and the state its events build, through the same reducer the app
/// uses. Headless runs (`apiexample run`) and tests drive sessions with it, changing controls as the keys do.
@MainActor
public final class SessionHost {
    public let session: BaseSession
    public private(set) var state: SessionState
    /// Called with every log line as it is added (headless output).
    public var onLog: ((LogEntry) -> Void)?
    /// Called with every event once it is applied (tests that watch what the user is shown on the way).
    public var onEvent: ((SessionEvent) -> Void)?

    public convenience init(_ item: MenuItem, configs: Configs, context: SessionContext, logCapacity: Int = LogBook.defaultCapacity) {
        self.init(caseId: item.id, session: item.makeMain(configs, context), logCapacity: logCapacity)
    }

    /// Hosts a Main made elsewhere (a test's own session).
    public init(caseId: String, session: BaseSession, logCapacity: Int = LogBook.defaultCapacity) {
        self.session = session
        state = SessionState(caseId: caseId, logCapacity: logCapacity)
    }

    /// A started session of `item`.
    public static func start(_ item: MenuItem, configs: Configs, context: SessionContext) -> SessionHost {
        let host = SessionHost(item, configs: configs, context: context)
        host.start()
        return host
    }

    public func start() {
        session.begin { [weak self] event in self?.apply(event) }
    }

    /// Back: leave and destroy. Log lines that arrive later (leave, destroy) are still kept.
    public func stop() {
        session.stop()
    }

    /// What a key does to control `id` (the user's path: ignored while it is disabled).
    public func perform(_ id: String, _ change: ControlChange) {
        guard let value = state.control(id)?.requestedValue(change) else { return }
        session.handleControl(id: id, value)
    }

    /// Sets control `id` to `value`, as `--control id=value` does.
    public func set(_ id: String, _ value: ControlValue) {
        guard state.control(id)?.isEnabled == true else { return }
        session.handleControl(id: id, value)
    }

    public func answerPrompt(granted: Bool) { session.answerPrompt(granted: granted) }

    /// The settings screen changed GlobalSettings while the session runs (as the browser tells it).
    public func globalSettingsChanged(from old: GlobalSettings, to new: GlobalSettings) {
        session.globalSettingsChanged(from: old, to: new)
    }

    public var engine: AgoraRtcEngineKit? { session.engine }

    public func dismissNotice() { session.dismissNotice() }

    private func apply(_ event: SessionEvent) {
        SessionReducer.reduce(&state, event)
        if case .log(let entry) = event { onLog?(entry) }
        onEvent?(event)
    }

    // What the screen would show, for tests and headless output.
    public var tiles: [VideoTile] { state.tiles }
    public var status: SessionStatus { state.status }
    public var notice: SessionNotice? { state.notice }
    public var prompt: SessionPrompt? { state.prompt }
    public var controls: [SessionControl] { state.controls }
    public var panel: SessionPanel? { state.panel }
    public var log: LogBook { state.log }
}
