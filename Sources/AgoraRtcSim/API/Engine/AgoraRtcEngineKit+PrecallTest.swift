import Foundation

// Pre-call tests: the last-mile probe (a quality score after about 2 s, the measured result after about 30 s) and
// the echo test (the cloud plays back what this device sends). Both are for before joining. Where the SDK documents
// only "< 0: failure", the codes are the simulation's: -2 for a bad argument, -8 for the wrong state.
extension AgoraRtcEngineKit {
    /// Probes the uplink and/or downlink up to the expected bitrates (100 000…5 000 000 bps for each direction
    /// probed, else -2; neither direction: -2). -8 while a probe runs (stop it first) or for a host in a channel,
    /// whose own media would skew the test.
    @discardableResult
    public func startLastmileProbeTest(_ config: AgoraLastmileProbeConfig?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = config.map {
            "probeUplink: \($0.probeUplink), probeDownlink: \($0.probeDownlink), expectedUplinkBitrate: "
                + "\($0.expectedUplinkBitrate), expectedDownlinkBitrate: \($0.expectedDownlinkBitrate)"
        } ?? "nil"
        return api("startLastmileProbeTest(_:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let config, config.probeUplink || config.probeDownlink,
                  !config.probeUplink || SimLastmileProbe.bitrateRange.contains(config.expectedUplinkBitrate),
                  !config.probeDownlink || SimLastmileProbe.bitrateRange.contains(config.expectedDownlinkBitrate) else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            guard s.services.precall.probe == nil, !(s[.main].isJoined && s.effectiveRole(.main) == .broadcaster) else {
                return AgoraErrorCode.invalidState.returnCode
            }
            scheduleProbeReports(s.services.precall.startProbe(config, at: now), config)
            return 0
        }
    }

    /// Ends the probe; callbacks not yet delivered never come. Nothing to stop is not an error.
    @discardableResult
    public func stopLastmileProbeTest(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopLastmileProbeTest()", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.services.precall.stopProbe()
            return 0
        }
    }

    /// Starts the echo test in `config.channelId`: the voice (`enableAudio`) comes back after `intervalInSeconds`,
    /// the camera's picture (`enableVideo`) is drawn into `config.view` as it comes back. -2 for an interval outside
    /// 2…10, neither audio nor video, or a missing or invalid channel name; -8 in a channel (the test is for before
    /// joining), for an audience member in a live channel (only a host can send), or while a test runs (stop it first).
    @discardableResult
    public func startEchoTest(withConfig config: AgoraEchoTestConfiguration, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "enableAudio: \(config.enableAudio), enableVideo: \(config.enableVideo), intervalInSeconds: "
            + "\(config.intervalInSeconds), channelId: \(config.channelId.map(SimTraceText.quoted) ?? "nil"), "
            + "token: \(SimTraceText.token(config.token)), view: \(config.view == nil ? "nil" : "set")"
        return api("startEchoTest(withConfig:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard (2...10).contains(config.intervalInSeconds), config.enableAudio || config.enableVideo,
                  let channelId = config.channelId, SimChannelNameRules.validate(channelId) == nil else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            guard s[.main].connection == .disconnected, s[.main].session == nil,
                  s.effectiveRole(.main) == .broadcaster, s.services.precall.echo == nil else {
                return AgoraErrorCode.invalidState.returnCode
            }
            let serial = s.services.precall.startEcho(config, at: now)
            if config.enableVideo, config.view != nil {
                // The first picture is the one sent an interval ago, so it arrives an interval after the start.
                scheduleEchoFrame(serial, after: Double(config.intervalInSeconds))
            }
            return 0
        }
    }

    /// Ends the echo test; -5 when none is running.
    @discardableResult
    public func stopEchoTest(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopEchoTest()", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.services.precall.echo != nil else { return AgoraErrorCode.refused.returnCode }
            s.services.precall.stopEcho()
            return 0
        }
    }
}
