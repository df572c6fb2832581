/// The process-wide engine slot behind `sharedEngine`/`destroy` (tests may use their own slot).
final class SimEngineRegistry: @unchecked Sendable {
    static let shared = SimEngineRegistry()
    private let lock = SimLock()
    private var current: AgoraRtcEngineKit?

    /// Returns the live engine with its delegate replaced, or creates one.
    func obtain(config: AgoraRtcEngineConfig, delegate: (any AgoraRtcEngineDelegate)?,
                at site: AgoraSimCallSite? = nil) -> AgoraRtcEngineKit {
        let (engine, created) = lock.locked { () -> (AgoraRtcEngineKit, Bool) in
            if let engine = current, engine.isAlive {
                engine.delegate = delegate
                engine.eventDelegate = config.eventDelegate
                return (engine, false)
            }
            let engine = AgoraRtcEngineKit(config: config, delegate: delegate)
            current = engine
            return (engine, true)
        }
        let appId = config.appId.map { _ in "<appId>" } ?? "nil"
        engine.trace(.apiCall, "sharedEngine(with:delegate:)",
                     "appId: \(appId), channelProfile: .\(config.channelProfile), audioScenario: .\(config.audioScenario), "
                     + "areaCode: 0x\(String(config.areaCode, radix: 16))" + (created ? "" : " (existing engine)"), at: site)
        return engine
    }

    /// The live engine, if one was created and not destroyed: what an RTE object bridges to.
    var live: AgoraRtcEngineKit? {
        lock.locked { current.flatMap { $0.isAlive ? $0 : nil } }
    }

    /// Retires the current engine, if any.
    func destroy(at site: AgoraSimCallSite? = nil) {
        guard let engine = lock.locked({ () -> AgoraRtcEngineKit? in
            defer { current = nil }
            return current
        }) else { return }
        engine.trace(.apiCall, "destroy()", "", at: site)
        engine.shutdown()
    }
}
