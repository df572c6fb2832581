/// What `startLastmileProbeTest(_:)` probes: either direction or both, each up to the bitrate the app expects to
/// send or receive (bps, 100 000…5 000 000, as `setVideoEncoderConfiguration` will ask for).
public struct AgoraLastmileProbeConfig: Sendable, Equatable {
    /// Audience members in a live channel, who never send, may skip the uplink.
    public var probeUplink = false
    public var probeDownlink = false
    public var expectedUplinkBitrate: UInt = 0
    public var expectedDownlinkBitrate: UInt = 0

    public init(probeUplink: Bool = false, probeDownlink: Bool = false, expectedUplinkBitrate: UInt = 0,
                expectedDownlinkBitrate: UInt = 0) {
        self.probeUplink = probeUplink
        self.probeDownlink = probeDownlink
        self.expectedUplinkBitrate = expectedUplinkBitrate
        self.expectedDownlinkBitrate = expectedDownlinkBitrate
    }
}
