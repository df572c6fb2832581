/// One direction of a last-mile probe result.
public struct AgoraLastmileProbeOneWayResult: Sendable, Equatable {
    /// Percent.
    public var packetLossRate: UInt = 0
    /// Milliseconds.
    public var jitter: UInt = 0
    /// Kbps.
    public var availableBandwidth: UInt = 0

    public init(packetLossRate: UInt = 0, jitter: UInt = 0, availableBandwidth: UInt = 0) {
        self.packetLossRate = packetLossRate
        self.jitter = jitter
        self.availableBandwidth = availableBandwidth
    }
}
