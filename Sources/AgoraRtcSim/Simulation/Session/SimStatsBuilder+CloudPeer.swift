extension SimStatsBuilder {
    /// Another instance's user: what arrived in the period (pictures, their bytes, the sequence numbers missing
    /// among them, their delay end to end) and the freezes seen since it joined, never the network profile's figures.
    func cloudPeerVideo(_ connection: inout SimLink, _ user: SimRemoteUser, _ cloud: SimCloudPeer) -> AgoraRtcRemoteVideoStats {
        var reception = cloud.video
        let period = reception.endPeriod()
        if let index = connection.remoteIndex(user.uid) { connection.remotes[index].cloud?.video = reception }
        var stats = AgoraRtcRemoteVideoStats()
        stats.uid = user.uid
        // The stream picked of a simulcasting publisher has its own size (the picture is stamped with it).
        stats.width = cloud.picture?.width ?? user.width
        stats.height = cloud.picture?.height ?? user.height
        stats.receivedFrameRate = Int((Double(period.frames) / Self.period).rounded())
        stats.decoderOutputFrameRate = stats.receivedFrameRate
        stats.rendererOutputFrameRate = connection.remoteCanvases[user.uid]?.view != nil ? stats.receivedFrameRate : 0
        stats.receivedBitrate = Int((Double(period.bytes * 8) / 1000 / Self.period).rounded())
        stats.delay = reception.delayMs
        stats.e2eDelay = reception.delayMs
        stats.packetLossRate = SimCloudVideoReception.lossRate(period)
        stats.frameLossRate = stats.packetLossRate
        stats.rxStreamType = reception.streamType.rawValue
        stats.totalFrozenTime = user.totalFrozenMs
        stats.frozenRate = min(100, user.totalFrozenMs * 100 / max(1, Int(((now - user.visibleSince) * 1000).rounded())))
        return stats
    }
}
