/// The figures a last-mile probe finds under a network profile: the quality score after about 2 s and the
/// measured result after about 30 s. Loss, delay and quality come from the same draws as the in-call stats, so
/// a probe agrees with the call that follows it. The probe sends no more than the expected bitrate, so the
/// bandwidth it can vouch for is that bitrate at most, less what the network loses.
enum SimLastmileProbe {
    static let qualityAfter = 2.0
    static let resultAfter = 30.0
    /// The intermittent profile's link drops this long into the test, so the bandwidth estimate never finishes.
    static let intermittentDropAfter = 20.0
    static let bitrateRange: ClosedRange<UInt> = 100_000...5_000_000

    static func quality(_ network: SimNetworkConditions, _ rng: inout SimRandom) -> AgoraNetworkQuality {
        network.quality(&rng)
    }

    static func result(_ config: AgoraLastmileProbeConfig, _ network: SimNetworkConditions,
                       _ rng: inout SimRandom) -> AgoraLastmileProbeResult {
        var result = AgoraLastmileProbeResult()
        result.rtt = UInt(network.lastmileDelay(&rng) + network.lastmileDelay(&rng))
        // Both directions are drawn whether probed or not, so the draws (and golden screens) do not depend on it.
        let uplink = oneWay(expectedBps: config.expectedUplinkBitrate, network, &rng)
        let downlink = oneWay(expectedBps: config.expectedDownlinkBitrate, network, &rng)
        if config.probeUplink { result.uplinkReport = uplink }
        if config.probeDownlink { result.downlinkReport = downlink }
        if network.profile == .intermittent {
            result.state = .incompleteNoBwe
            result.uplinkReport.availableBandwidth = 0
            result.downlinkReport.availableBandwidth = 0
        }
        return result
    }

    private static func oneWay(expectedBps: UInt, _ network: SimNetworkConditions,
                               _ rng: inout SimRandom) -> AgoraLastmileProbeOneWayResult {
        let loss = network.packetLoss(&rng)
        let jitter = jitterMs(network, &rng)
        let bandwidth = Double(expectedBps / 1000) * network.throughput(&rng)
        return AgoraLastmileProbeOneWayResult(packetLossRate: UInt(loss), jitter: UInt(jitter),
                                              availableBandwidth: UInt(bandwidth.rounded()))
    }

    private static func jitterMs(_ network: SimNetworkConditions, _ rng: inout SimRandom) -> Int {
        switch network.profile {
        case .good, .intermittent: return rng.int(1...8)
        case .lossy: return rng.int(20...50)
        case .poor: return rng.int(60...150)
        }
    }
}
