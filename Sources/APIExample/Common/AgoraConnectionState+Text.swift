import AgoraRtcSim

extension AgoraConnectionState {
    /// The localization key of the state's name, as the status line and case notes show it.
    public var localizationKey: String {
        switch self {
        case .disconnected: "state.disconnected"
        case .connecting: "state.connecting"
        case .connected: "state.connected"
        case .reconnecting: "state.reconnecting"
        case .failed: "state.failed"
        }
    }
}
