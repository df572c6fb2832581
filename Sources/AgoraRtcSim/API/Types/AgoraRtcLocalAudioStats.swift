public struct AgoraRtcLocalAudioStats: Sendable, Equatable {
    public var numChannels: Int = 0
    public var sentSampleRate: Int = 0
    public var sentBitrate: Int = 0
    public var txPacketLossRate: Int = 0
    public var audioDeviceDelay: Int = 0
    /// Delay of in-ear monitoring (ms); 0 while it is off.
    public var earMonitorDelay: Int = 0

    public init() {}
}
