public enum AgoraVideoFrameRate: Int, Sendable, CaseIterable {
    case fps1 = 1
    case fps7 = 7
    case fps10 = 10
    case fps15 = 15
    case fps24 = 24
    case fps30 = 30
    case fps60 = 60
}
