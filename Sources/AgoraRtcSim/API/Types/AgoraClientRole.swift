public enum AgoraClientRole: Int, Sendable, CaseIterable {
    case broadcaster = 1
    case audience = 2
}
