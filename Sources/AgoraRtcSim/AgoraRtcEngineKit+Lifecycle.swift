import Foundation

/// The process-wide engine slot behind `sharedEngine`/`destroy`.
final class SimEngineRegistry: @unchecked Sendable {
    static let shared = SimEngineRegistry()
    private let lock = SimLock()
    private var current: AgoraRtcEngineKit?

    func obtain(config: AgoraRtcEngineConfig, delegate: (any AgoraRtcEngineDelegate)?) -> (AgoraRtcEngineKit, Bool) {
        lock.locked {
            if let engine = current, engine.isAlive {
                engine.delegate = delegate
                return (engine, false)
            }
            let engine = AgoraRtcEngineKit(config: config, delegate: delegate)
            current = engine
            return (engine, true)
        }
    }

    func take() -> AgoraRtcEngineKit? {
        lock.locked {
            defer { current = nil }
            return current
        }
    }
}

extension AgoraRtcEngineKit {
    public static let simulatedSdkVersion = "4.6.2-sim"

    /// Creates the engine, or returns the live one and hands it the new delegate (as the SDK's singleton does).
    public static func sharedEngine(with config: AgoraRtcEngineConfig,
                                    delegate: (any AgoraRtcEngineDelegate)?) -> AgoraRtcEngineKit {
        let (engine, created) = SimEngineRegistry.shared.obtain(config: config, delegate: delegate)
        let appId = config.appId.map { "\"\($0)\"" } ?? "nil"
        engine.trace(.apiCall, "sharedEngine(with:delegate:)",
                     "appId: \(appId), channelProfile: \(config.channelProfile), "
                     + "audioScenario: \(config.audioScenario), areaCode: \(config.areaCode)"
                     + (created ? "" : " (existing engine)"))
        return engine
    }

    public static func sharedEngine(withAppId appId: String,
                                    delegate: (any AgoraRtcEngineDelegate)?) -> AgoraRtcEngineKit {
        sharedEngine(with: AgoraRtcEngineConfig(appId: appId), delegate: delegate)
    }

    /// Destroys the shared engine. Its methods then return -7 and it never calls its delegate again.
    public static func destroy() {
        guard let engine = SimEngineRegistry.shared.take() else { return }
        engine.trace(.apiCall, "destroy()", "")
        engine.shutdown()
    }

    public static func getSdkVersion() -> String { simulatedSdkVersion }

    public func getConnectionState() -> AgoraConnectionState {
        let value = lock.locked { state.connection }
        trace(.apiCall, "getConnectionState()", "→ \(value)")
        return value
    }
}
