extension SimStatsBuilder {
    /// Another instance's user: what arrived in the period (pictures and their bytes); what this slice of the
    /// protocol does not measure (delay, loss) stays 0 rather than drawn from the network profile.
    func cloudPeerVideo(_ s: inout SimEngineState, _ user: SimRemoteUser, _ cloud: SimCloudPeer) -> AgoraRtcRemoteVideoStats {
        var stats = AgoraRtcRemoteVideoStats()
        stats.uid = user.uid
        stats.width = user.width
        stats.height = user.height
        stats.receivedFrameRate = Int((Double(cloud.framesThisPeriod) / Self.period).rounded())
        stats.decoderOutputFrameRate = stats.receivedFrameRate
        stats.rendererOutputFrameRate = s[link].remoteCanvases[user.uid]?.view != nil ? stats.receivedFrameRate : 0
        stats.receivedBitrate = Int((Double(cloud.bytesThisPeriod * 8) / 1000 / Self.period).rounded())
        stats.rxStreamType = AgoraVideoStreamType.high.rawValue
        stats.totalFrozenTime = user.totalFrozenMs
        if let index = s[link].remoteIndex(user.uid) {
            s[link].remotes[index].cloud?.framesThisPeriod = 0
            s[link].remotes[index].cloud?.bytesThisPeriod = 0
        }
        return stats
    }
}
