import Foundation

extension AgoraRtcEngineKit {
    public static let simulatedSdkVersion = "4.6.2-sim"

    /// Creates the engine, or returns the live one and hands it the new delegate (as the SDK's singleton does).
    public static func sharedEngine(with config: AgoraRtcEngineConfig,
                                    delegate: (any AgoraRtcEngineDelegate)?) -> AgoraRtcEngineKit {
        SimEngineRegistry.shared.obtain(config: config, delegate: delegate)
    }

    public static func sharedEngine(withAppId appId: String,
                                    delegate: (any AgoraRtcEngineDelegate)?) -> AgoraRtcEngineKit {
        sharedEngine(with: AgoraRtcEngineConfig(appId: appId), delegate: delegate)
    }

    /// Destroys the shared engine. Its methods then return -7 and it never calls its delegate again.
    public static func destroy() {
        SimEngineRegistry.shared.destroy()
    }

    public static func getSdkVersion() -> String { simulatedSdkVersion }

    public func getConnectionState() -> AgoraConnectionState {
        let value = lock.locked { state[.main].connection }
        trace(.apiCall, "getConnectionState()", "→ \(value)")
        return value
    }
}
