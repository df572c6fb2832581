public struct AgoraChannelStats: Sendable, Equatable {
    /// Seconds in the channel.
    public var duration: Int = 0
    public var txBytes: Int = 0
    public var rxBytes: Int = 0
    public var txAudioBytes: Int = 0
    public var txVideoBytes: Int = 0
    public var rxAudioBytes: Int = 0
    public var rxVideoBytes: Int = 0
    public var txKBitrate: Int = 0
    public var rxKBitrate: Int = 0
    public var txAudioKBitrate: Int = 0
    public var rxAudioKBitrate: Int = 0
    public var txVideoKBitrate: Int = 0
    public var rxVideoKBitrate: Int = 0
    public var lastmileDelay: Int = 0
    public var userCount: Int = 0
    public var cpuAppUsage: Double = 0
    public var cpuTotalUsage: Double = 0
    public var gatewayRtt: Int = 0
    public var memoryAppUsageRatio: Double = 0
    public var memoryTotalUsageRatio: Double = 0
    public var memoryAppUsageInKbytes: Int = 0
    public var connectTimeMs: Int = 0
    public var txPacketLossRate: Int = 0
    public var rxPacketLossRate: Int = 0

    public init() {}
}
