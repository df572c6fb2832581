import Foundation

extension AgoraRtcEngineKit {
    public static let simulatedSdkVersion = "4.6.2-sim"

    /// Creates the engine, or returns the live one and hands it the new delegate (as the SDK's singleton does).
    public static func sharedEngine(with config: AgoraRtcEngineConfig,
                                    delegate: (any AgoraRtcEngineDelegate)?, file: StaticString = #filePath,
                                    line: UInt = #line) -> AgoraRtcEngineKit {
        SimEngineRegistry.shared.obtain(config: config, delegate: delegate, at: AgoraSimCallSite(file: file, line: line))
    }

    public static func sharedEngine(withAppId appId: String,
                                    delegate: (any AgoraRtcEngineDelegate)?, file: StaticString = #filePath,
                                    line: UInt = #line) -> AgoraRtcEngineKit {
        sharedEngine(with: AgoraRtcEngineConfig(appId: appId), delegate: delegate, file: file, line: line)
    }

    /// Destroys the shared engine. Its methods then return -7 and it never calls its delegate again.
    public static func destroy(file: StaticString = #filePath, line: UInt = #line) {
        SimEngineRegistry.shared.destroy(at: AgoraSimCallSite(file: file, line: line))
    }

    public static func getSdkVersion() -> String { simulatedSdkVersion }

    public func getConnectionState(file: StaticString = #filePath, line: UInt = #line) -> AgoraConnectionState {
        let value = lock.locked { state[.main].connection }
        trace(.apiCall, "getConnectionState()", "→ \(value)", at: AgoraSimCallSite(file: file, line: line))
        return value
    }
}
