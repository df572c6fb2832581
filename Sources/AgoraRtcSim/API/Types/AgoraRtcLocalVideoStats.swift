public struct AgoraRtcLocalVideoStats: Sendable, Equatable {
    public var uid: UInt = 0
    public var sentBitrate: Int = 0
    public var sentFrameRate: Int = 0
    public var captureFrameRate: Int = 0
    public var captureFrameWidth: Int = 0
    public var captureFrameHeight: Int = 0
    public var encoderOutputFrameRate: Int = 0
    public var encodedFrameWidth: Int = 0
    public var encodedFrameHeight: Int = 0
    public var rendererOutputFrameRate: Int = 0
    public var targetBitrate: Int = 0
    public var targetFrameRate: Int = 0
    public var encodedBitrate: Int = 0
    public var encodedFrameCount: Int = 0
    public var txPacketLossRate: Int = 0
    public var dualStreamEnabled: Bool = false
    /// 1 when the hardware encoder encodes, 0 for the software one.
    public var hwEncoderAccelerating: Int = 0

    public init() {}
}
