extension AgoraRtcEngineKit {
    /// The probe's quality score after about 2 s and its result after about 30 s, unless it is stopped first.
    func scheduleProbeReports(_ serial: Int, _ config: AgoraLastmileProbeConfig) {
        afterLocked(SimLastmileProbe.qualityAfter) { engine, s in
            guard s.services.precall.probeRuns(serial) else { return [] }
            return [engine.lastmileQualityCallback(SimLastmileProbe.quality(engine.network, &s.rng))]
        }
        afterLocked(SimLastmileProbe.resultAfter) { engine, s in
            guard s.services.precall.probeRuns(serial) else { return [] }
            s.services.precall.stopProbe()
            return [engine.lastmileResultCallback(SimLastmileProbe.result(config, engine.network, &s.rng))]
        }
    }

    func lastmileQualityCallback(_ quality: AgoraNetworkQuality) -> SimCallback {
        .delegate("rtcEngine(_:lastmileQuality:)", "quality: .\(quality)") {
            $1.rtcEngine($0, lastmileQuality: quality)
        }
    }

    func lastmileResultCallback(_ result: AgoraLastmileProbeResult) -> SimCallback {
        let detail = "state: .\(result.state), rtt: \(result.rtt), uplink: \(Self.oneWayText(result.uplinkReport)), "
            + "downlink: \(Self.oneWayText(result.downlinkReport))"
        return .delegate("rtcEngine(_:lastmileProbeTest:)", detail) {
            $1.rtcEngine($0, lastmileProbeTest: result)
        }
    }

    private static func oneWayText(_ report: AgoraLastmileProbeOneWayResult) -> String {
        "{packetLossRate: \(report.packetLossRate), jitter: \(report.jitter), availableBandwidth: \(report.availableBandwidth)}"
    }
}
