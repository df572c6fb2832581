public enum AgoraUserOfflineReason: Int, Sendable, CaseIterable {
    case quit = 0
    case dropped = 1
    case becomeAudience = 2
}
