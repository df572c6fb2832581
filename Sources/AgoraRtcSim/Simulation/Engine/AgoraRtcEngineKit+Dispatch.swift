import Dispatch
import Foundation

// How every SDK call runs: its body under the lock, then its trace line, then the callbacks it decided on,
// delivered with no lock held; timers (`after`, `inSession`) come back the same way.
extension AgoraRtcEngineKit {
    /// Runs an API body under the lock (returning -7 once destroyed) and traces the call with its code.
    /// `periodic` marks getters apps poll on a timer, so the log can fold them like the stats reports.
    /// `site` is the app's line that made the call (nil when the engine calls itself).
    func api(_ name: String, _ detail: String = "", periodic: Bool = false, at site: AgoraSimCallSite?,
             _ body: (inout SimEngineState) -> Int32) -> Int32 {
        let (code, posts) = lock.locked { () -> (Int32, [[SimCallback]]) in
            heldPosts = []
            let code = state.alive ? body(&state) : AgoraErrorCode.notInitialized.returnCode
            followSoundDevice(&state)
            defer { heldPosts = nil }
            return (code, heldPosts ?? [])
        }
        trace(.apiCall, name, detail, result: code, periodic: periodic, at: site)
        for callbacks in posts {
            after(0) { engine in engine.deliver(callbacks) }
        }
        return code
    }

    /// Like `api`, for calls an app makes many times a second (pushing and pulling raw audio): traced through
    /// the throttle, so the log gets the first call, a counted line a second, and every change of return code.
    func throttledApi(_ name: String, _ detail: @autoclosure () -> String, at site: AgoraSimCallSite?,
                      _ body: (inout SimEngineState) -> Int32) -> Int32 {
        let (code, admitted) = lock.locked { () -> (Int32, (suffix: String, periodic: Bool)?) in
            let code = state.alive ? body(&state) : AgoraErrorCode.notInitialized.returnCode
            return (code, state.traceFolding.admit(name, at: now, result: code))
        }
        if let admitted { trace(.apiCall, name, detail() + admitted.suffix, result: code, periodic: admitted.periodic, at: site) }
        return code
    }

    func trace(_ kind: AgoraSimTraceEvent.Kind, _ name: String, _ detail: String, result: Int32? = nil,
               periodic: Bool = false, at site: AgoraSimCallSite? = nil) {
        guard let handler = settings.trace else { return }
        handler(AgoraSimTraceEvent(timeMs: nowMs, kind: kind, name: name, detail: detail, result: result,
                                   isPeriodic: periodic, site: site.flatMap { $0.isInsideEngine ? nil : $0 }))
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
                defer { engine.followSoundDevice(&engine.state) }
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
}
