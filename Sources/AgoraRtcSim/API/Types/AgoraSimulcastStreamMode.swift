public enum AgoraSimulcastStreamMode: Int, Sendable, CaseIterable {
    case autoSimulcastStream = -1
    case disableSimulcastStream = 0
    case enableSimulcastStream = 1
}
