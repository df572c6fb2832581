import Dispatch
import Foundation

/// The simulated RTC engine. API methods may be called from any thread (usually main); state lives behind
/// one lock, timers run on `queue` (wall clock) or inside `AgoraSimVirtualClock.advance(by:)`, and the
/// delegate is always called with no lock held.
public final class AgoraRtcEngineKit: @unchecked Sendable {
    let lock = SimLock()
    /// Guarded by `lock`.
    var state: SimEngineState
    /// Guarded by `lock`: callbacks an API call decided on, held until the call itself has been traced, so the
    /// trace (and the app's log) never shows a callback before the call that caused it.
    private var heldPosts: [[SimCallback]]?
    let queue: DispatchQueue
    let clock: any AgoraSimClock
    let settings: AgoraSimulationSettings
    let appId: String
    let origin: Double
    let network: SimNetworkConditions
    private let queueKey = DispatchSpecificKey<Bool>()
    /// Guarded by `lock`.
    private weak var storedDelegate: (any AgoraRtcEngineDelegate)?
    /// Guarded by `lock`.
    private weak var storedEventDelegate: (any AgoraMediaFilterEventDelegate)?
    /// Guarded by `lock`. Weakly held, like the SDK's other delegates.
    weak var storedAudioFrameDelegate: (any AgoraAudioFrameDelegate)?

    init(config: AgoraRtcEngineConfig, delegate: (any AgoraRtcEngineDelegate)?) {
        settings = config.simulation
        clock = config.simulation.clock
        origin = clock.now
        appId = config.appId ?? ""
        network = SimNetworkConditions(profile: config.simulation.network)
        queue = DispatchQueue(label: "AgoraRtcSim.engine", qos: .userInitiated)
        state = SimEngineState(seed: config.simulation.seed, channelProfile: config.channelProfile,
                               audioScenario: config.audioScenario, meetsOtherInstances: config.simulation.cloud != nil)
        storedDelegate = delegate
        storedEventDelegate = config.eventDelegate
        queue.setSpecific(key: queueKey, value: true)
    }

    /// Weakly held, as in the SDK.
    public var delegate: (any AgoraRtcEngineDelegate)? {
        get { lock.locked { storedDelegate } }
        set { lock.locked { storedDelegate = newValue } }
    }

    /// Receives extension events (`AgoraRtcEngineConfig.eventDelegate`); weakly held.
    public var eventDelegate: (any AgoraMediaFilterEventDelegate)? {
        get { lock.locked { storedEventDelegate } }
        set { lock.locked { storedEventDelegate = newValue } }
    }
    /// The raw audio observer frames go to (see `setAudioFrameDelegate(_:)`).
    var audioFrameDelegate: (any AgoraAudioFrameDelegate)? { lock.locked { storedAudioFrameDelegate } }

    /// False once `AgoraRtcEngineKit.destroy()` has retired this instance.
    public var isAlive: Bool { lock.locked { state.alive } }

    // MARK: time

    var now: Double { clock.now - origin }
    var nowMs: Int { Self.ms(now) }
    static func ms(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
    /// Whole seconds, tolerant of the float error that accumulates in repeated 2 s timer steps.
    static func wholeSeconds(_ seconds: Double) -> Int { Int((seconds + 1e-6).rounded(.down)) }

    // MARK: plumbing shared by the extensions

    /// Runs an API body under the lock (returning -7 once destroyed) and traces the call with its code.
    /// `periodic` marks getters apps poll on a timer, so the log can fold them like the stats reports.
    func api(_ name: String, _ detail: String = "", periodic: Bool = false, _ body: (inout SimEngineState) -> Int32) -> Int32 {
        let (code, posts) = lock.locked { () -> (Int32, [[SimCallback]]) in
            heldPosts = []
            let code = state.alive ? body(&state) : AgoraErrorCode.notInitialized.returnCode
            defer { heldPosts = nil }
            return (code, heldPosts ?? [])
        }
        trace(.apiCall, name, detail, result: code, periodic: periodic)
        for callbacks in posts {
            after(0) { engine in engine.deliver(callbacks) }
        }
        return code
    }

    /// Like `api`, for calls an app makes many times a second (pushing and pulling raw audio): traced through
    /// the throttle, so the log gets the first call, a counted line a second, and every change of return code.
    func throttledApi(_ name: String, _ detail: @autoclosure () -> String, _ body: (inout SimEngineState) -> Int32) -> Int32 {
        let (code, admitted) = lock.locked { () -> (Int32, (suffix: String, periodic: Bool)?) in
            let code = state.alive ? body(&state) : AgoraErrorCode.notInitialized.returnCode
            return (code, state.traceFolding.admit(name, at: now, result: code))
        }
        if let admitted { trace(.apiCall, name, detail() + admitted.suffix, result: code, periodic: admitted.periodic) }
        return code
    }

    func trace(_ kind: AgoraSimTraceEvent.Kind, _ name: String, _ detail: String, result: Int32? = nil,
               periodic: Bool = false) {
        guard let handler = settings.trace else { return }
        handler(AgoraSimTraceEvent(timeMs: nowMs, kind: kind, name: name, detail: detail, result: result,
                                   isPeriodic: periodic))
    }

    /// Runs `work` after `delay` seconds of clock time unless the engine has been destroyed by then.
    func after(_ delay: Double, _ work: @escaping @Sendable (AgoraRtcEngineKit) -> Void) {
        clock.schedule(after: delay, on: queue) { [weak self] in
            guard let self, self.isAlive else { return }
            work(self)
        }
    }

    /// Like `after`, but only while the same channel session is current (of whichever connection it belongs to);
    /// `work` runs under the lock, is told which connection that is, and returns the callbacks to deliver, to that
    /// connection's delegate, once the lock is released.
    func inSession(_ sessionToken: SimScope.Token, after delay: Double,
                   _ work: @escaping @Sendable (AgoraRtcEngineKit, inout SimEngineState, SimLinkIndex) -> [SimCallback]) {
        after(delay) { engine in
            let callbacks = engine.lock.locked { () -> [SimCallback] in
                guard let link = engine.state.link(inSession: sessionToken) else { return [] }
                let route = engine.state[link].route
                return work(engine, &engine.state, link).map { $0.routed(route) }
            }
            engine.deliver(callbacks)
        }
    }

    /// Delivers callbacks decided during an API call asynchronously, like the SDK does, to `route`'s delegate.
    /// Called from API bodies (under the lock); the callbacks are scheduled once the call has been traced.
    func post(_ callbacks: [SimCallback], to route: SimRoute) {
        guard !callbacks.isEmpty else { return }
        let callbacks = callbacks.map { $0.routed(route) }
        if heldPosts != nil {
            heldPosts?.append(callbacks)
        } else {
            after(0) { engine in engine.deliver(callbacks) }
        }
    }

    /// Calls the delegate (the engine's, or the connection's for a joinChannelEx connection) for each callback,
    /// re-checking liveness right before each one; delegate methods go to the app's observer first.
    func deliver(_ callbacks: [SimCallback]) {
        for callback in callbacks {
            let target: (alive: Bool, delegate: (any AgoraRtcEngineDelegate)?, traced: (suffix: String, periodic: Bool)?) =
                lock.locked {
                    let traced: (suffix: String, periodic: Bool)?
                    if let key = callback.throttleKey {
                        traced = state.traceFolding.admit(key, at: now)
                    } else {
                        traced = ("", callback.isPeriodic)
                    }
                    switch callback.route {
                    case .main: return (state.alive, storedDelegate, traced)
                    case .ex(let link): return (state.alive, link.delegate.delegate, traced)
                    }
                }
            guard target.alive else { return }
            if let traced = target.traced {
                var detail = callback.detail + traced.suffix
                if case .ex(let link) = callback.route { detail = detail.isEmpty ? link.label : link.label + ", " + detail }
                trace(.callback, callback.name, detail, periodic: traced.periodic)
            }
            // The observer is app code: asked with no lock held, and served first so the app's views are up to date
            // by the time its delegate hears of the change.
            if callback.isEngineDelegateMethod, let watcher = settings.observer?.delegate(for: callback.route.connection) {
                callback.invoke(self, watcher)
            }
            callback.invoke(self, target.delegate)
        }
    }

    /// Retires the instance: no API works and no callback is delivered from now on.
    func shutdown() {
        lock.locked {
            // The audio file is written up to now and closed whole (its last callbacks are not delivered).
            _ = finishAudioRecording(&state)
            state.alive = false
            stopAllClouds(&state.links)
            // Every connection goes, with its timers (a new scope matches none of them).
            state.links = [SimLink()]
            var destroyer = SimComponentDestroyer()
            state.walkComponents(&destroyer)
            storedAudioFrameDelegate = nil
        }
        // Wait for a callback already running on the engine queue, so none is in flight once destroy returns.
        if DispatchQueue.getSpecific(key: queueKey) == nil {
            queue.sync {}
        }
    }
}
