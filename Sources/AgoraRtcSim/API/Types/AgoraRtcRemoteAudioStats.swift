public struct AgoraRtcRemoteAudioStats: Sendable, Equatable {
    public var uid: UInt = 0
    public var quality: AgoraNetworkQuality = .unknown
    public var networkTransportDelay: Int = 0
    public var jitterBufferDelay: Int = 0
    public var audioLossRate: Int = 0
    public var numChannels: Int = 0
    public var receivedSampleRate: Int = 0
    public var receivedBitrate: Int = 0
    public var totalFrozenTime: Int = 0
    public var frozenRate: Int = 0

    public init() {}
}
