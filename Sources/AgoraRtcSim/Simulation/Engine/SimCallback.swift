/// A callback decided under the engine lock and delivered after it is released.
struct SimCallback: Sendable {
    let name: String
    let detail: String
    let isPeriodic: Bool
    /// Set for high-rate callbacks (raw audio frames): traced through `SimTraceThrottle` under this key.
    var throttleKey: String?
    /// Which delegate gets it; set when the callback is posted (`AgoraRtcEngineKit.post(_:to:)`, `inSession`).
    var route: SimRoute = .main
    /// An AgoraRtcEngineDelegate method, which the app's observer (`AgoraSimulationSettings.observer`) also gets;
    /// not a completion block or a method of another delegate.
    var isEngineDelegateMethod = false
    let invoke: @Sendable (AgoraRtcEngineKit, (any AgoraRtcEngineDelegate)?) -> Void

    /// The same callback, for `route`'s delegate.
    func routed(_ route: SimRoute) -> SimCallback {
        var copy = self
        copy.route = route
        return copy
    }

    /// A delegate method; skipped (but still traced) when no delegate is set.
    static func delegate(_ name: String, _ detail: String, periodic: Bool = false,
                         _ call: @escaping @Sendable (AgoraRtcEngineKit, any AgoraRtcEngineDelegate) -> Void) -> SimCallback {
        SimCallback(name: name, detail: detail, isPeriodic: periodic, isEngineDelegateMethod: true) { engine, delegate in
            if let delegate { call(engine, delegate) }
        }
    }

    /// A completion block passed to an API call (joinSuccess, leaveChannel).
    static func block(_ name: String, _ detail: String, _ call: @escaping @Sendable () -> Void) -> SimCallback {
        SimCallback(name: name, detail: detail, isPeriodic: false) { _, _ in call() }
    }

    /// A raw audio frame for the AgoraAudioFrameDelegate registered at delivery time, if any.
    static func audioFrame(_ name: String, _ detail: String,
                           _ call: @escaping @Sendable (any AgoraAudioFrameDelegate) -> Void) -> SimCallback {
        SimCallback(name: name, detail: detail, isPeriodic: false, throttleKey: name) { engine, _ in
            if let delegate = engine.audioFrameDelegate { call(delegate) }
        }
    }
}
