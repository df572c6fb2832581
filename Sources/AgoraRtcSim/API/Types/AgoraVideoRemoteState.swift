public enum AgoraVideoRemoteState: Int, Sendable, CaseIterable {
    case stopped = 0
    case starting = 1
    case decoding = 2
    case frozen = 3
    case failed = 4
}
