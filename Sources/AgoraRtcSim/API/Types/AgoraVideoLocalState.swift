public enum AgoraVideoLocalState: Int, Sendable, CaseIterable {
    case stopped = 0
    case capturing = 1
    case encoding = 2
    case failed = 3
}
