/// What `rtcEngine(_:lastmileProbeTest:)` reports about 30 s after `startLastmileProbeTest(_:)`.
public struct AgoraLastmileProbeResult: Sendable, Equatable {
    public var state: AgoraLastmileProbeResultState = .complete
    /// Round-trip time to the edge server, ms.
    public var rtt: UInt = 0
    /// Zero when the uplink was not probed.
    public var uplinkReport = AgoraLastmileProbeOneWayResult()
    /// Zero when the downlink was not probed.
    public var downlinkReport = AgoraLastmileProbeOneWayResult()

    public init(state: AgoraLastmileProbeResultState = .complete, rtt: UInt = 0,
                uplinkReport: AgoraLastmileProbeOneWayResult = AgoraLastmileProbeOneWayResult(),
                downlinkReport: AgoraLastmileProbeOneWayResult = AgoraLastmileProbeOneWayResult()) {
        self.state = state
        self.rtt = rtt
        self.uplinkReport = uplinkReport
        self.downlinkReport = downlinkReport
    }
}
