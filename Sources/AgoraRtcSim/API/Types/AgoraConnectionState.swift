public enum AgoraConnectionState: Int, Sendable, CaseIterable {
    case disconnected = 1
    case connecting = 2
    case connected = 3
    case reconnecting = 4
    case failed = 5
}
