extension SimStatsBuilder {
    /// Another instance's user's sound: what arrived in the period. The bitrate is of the frames' bytes, the loss of
    /// the gaps in their numbering, the delay of their timestamps, the jitter buffer what waits to be played.
    func cloudPeerAudio(_ connection: inout SimLink, _ user: SimRemoteUser) -> AgoraRtcRemoteAudioStats {
        var stats = AgoraRtcRemoteAudioStats()
        stats.uid = user.uid
        guard let index = connection.remoteIndex(user.uid), let audio = connection.remotes[index].cloud?.audio else { return stats }
        let expected = audio.framesThisPeriod + audio.lostThisPeriod
        stats.audioLossRate = expected > 0 ? Int((Double(audio.lostThisPeriod * 100) / Double(expected)).rounded()) : 0
        stats.receivedBitrate = Int((Double(audio.bytesThisPeriod * 8) / 1000 / Self.period).rounded())
        stats.networkTransportDelay = audio.framesThisPeriod > 0
            ? Int((audio.delaySumMs / Double(audio.framesThisPeriod)).rounded()) : 0
        stats.jitterBufferDelay = audio.bufferedMs
        stats.receivedSampleRate = audio.sampleRate
        stats.numChannels = audio.channels
        stats.quality = Self.quality(frames: audio.framesThisPeriod, lossRate: stats.audioLossRate,
                                     delayMs: stats.networkTransportDelay)
        connection.remotes[index].cloud?.audio.startPeriod()
        return stats
    }

    /// The SDK's scale from what was measured: nothing arriving is down; loss weighs most, then delay.
    static func quality(frames: Int, lossRate: Int, delayMs: Int) -> AgoraNetworkQuality {
        guard frames > 0 else { return .down }
        switch (lossRate, delayMs) {
        case (..<1, ..<100): return .excellent
        case (..<3, ..<200): return .good
        case (..<8, ..<400): return .poor
        case (..<15, _): return .bad
        default: return .vBad
        }
    }
}
