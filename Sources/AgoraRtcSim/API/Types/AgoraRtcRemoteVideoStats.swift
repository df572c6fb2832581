public struct AgoraRtcRemoteVideoStats: Sendable, Equatable {
    public var uid: UInt = 0
    public var delay: Int = 0
    public var e2eDelay: Int = 0
    public var width: Int = 0
    public var height: Int = 0
    public var receivedBitrate: Int = 0
    public var receivedFrameRate: Int = 0
    public var decoderOutputFrameRate: Int = 0
    public var rendererOutputFrameRate: Int = 0
    public var frameLossRate: Int = 0
    public var packetLossRate: Int = 0
    /// 0 = high stream, 1 = low stream.
    public var rxStreamType: Int = 0
    public var totalFrozenTime: Int = 0
    public var frozenRate: Int = 0

    public init() {}
}
