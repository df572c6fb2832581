public enum AgoraVideoMirrorMode: Int, Sendable, CaseIterable {
    case auto = 0
    case enabled = 1
    case disabled = 2
}
