public struct AgoraClientRoleOptions: Sendable, Equatable {
    public var audienceLatencyLevel: AgoraAudienceLatencyLevelType

    public init(audienceLatencyLevel: AgoraAudienceLatencyLevelType = .ultraLowLatency) {
        self.audienceLatencyLevel = audienceLatencyLevel
    }
}
