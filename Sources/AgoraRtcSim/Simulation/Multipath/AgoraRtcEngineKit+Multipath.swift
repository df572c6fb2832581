extension AgoraRtcEngineKit {
    /// The main connection's multipath report for one stats period, while multipath is on: the channel's traffic
    /// spread over the device's paths (`AgoraSimulationSettings.multipathPaths`) as the mode and the network profile
    /// have it.
    func multipathRound(_ connection: inout SimLink, _ link: SimLinkIndex, _ channel: AgoraChannelStats) -> [SimCallback] {
        guard link.isMain, var session = connection.session, session.multipath.enabled else { return [] }
        let plan = SimMultipathPlan(paths: settings.multipathPaths, profile: network.profile)
        let health = plan.preferredHealth(at: now - (session.joinedAt ?? now), inOutage: session.inOutage)
        let stats = plan.stats(&session.multipath, txKbps: channel.txKBitrate, rxKbps: channel.rxKBitrate, health: health,
                               period: SimStatsBuilder.period)
        connection.session = session
        let paths = stats.pathStats.map { "{type: .\($0.type), txKBitRate: \($0.txKBitRate), rxKBitRate: \($0.rxKBitRate)}" }
        let detail = "activePathNum: \(stats.activePathNum), pathStats: [\(paths.joined(separator: ", "))]"
        return [.delegate("rtcEngine(_:multiPathStats:)", detail, periodic: true) { $1.rtcEngine($0, multiPathStats: stats) }]
    }
}
