public enum AgoraChannelProfile: Int, Sendable, CaseIterable {
    case communication = 0
    case liveBroadcasting = 1
}
