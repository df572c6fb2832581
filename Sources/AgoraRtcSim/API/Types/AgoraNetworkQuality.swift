public enum AgoraNetworkQuality: Int, Sendable, CaseIterable {
    case unknown = 0
    case excellent = 1
    case good = 2
    case poor = 3
    case bad = 4
    case vBad = 5
    case down = 6
    case unsupported = 7
    case detecting = 8
}
