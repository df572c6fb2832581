public enum AgoraAudienceLatencyLevelType: Int, Sendable, CaseIterable {
    case lowLatency = 1
    case ultraLowLatency = 2
}
