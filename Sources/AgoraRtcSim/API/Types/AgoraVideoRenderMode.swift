public enum AgoraVideoRenderMode: Int, Sendable, CaseIterable {
    case hidden = 1
    case fit = 2
}
