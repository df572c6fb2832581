/// The local video stats of a media player's published video (`sourceType .mediaPlayer`): the stream's own size and
/// the rate its pictures went out at over the period, so a paused player reports 0 fps and no bitrate.
extension SimStatsBuilder {
    func localPlayerVideo(_ s: borrowing SimEngineState, _ rng: inout SimRandom) -> AgoraRtcLocalVideoStats? {
        guard s.publishesPlayerVideoTrack(link), let player = s.publishedPlayer(link) else { return nil }
        let sent = player.sentFrameTimes.filter { $0 > now - Self.period }.count
        let fps = Int((Double(sent) / Self.period).rounded())
        let (width, height) = (player.media?.videoWidth ?? 0, player.media?.videoHeight ?? 0)
        let base = SimBitrateTable.base(width: max(2, width), height: max(2, height), fps: max(1, fps))
        let target = s.channelProfile == .liveBroadcasting ? min(base * 2, SimBitrateTable.liveCap) : base
        var stats = AgoraRtcLocalVideoStats()
        stats.sentFrameRate = fps
        stats.captureFrameRate = fps
        stats.captureFrameWidth = width
        stats.captureFrameHeight = height
        stats.encoderOutputFrameRate = fps
        stats.encodedFrameWidth = width
        stats.encodedFrameHeight = height
        stats.targetBitrate = target
        stats.targetFrameRate = player.media.map { Int((1 / $0.tickSeconds).rounded()) } ?? 0
        stats.encodedBitrate = fps == 0 ? 0 : Int((Double(target) * rng.double(0.9...1.0)).rounded())
        stats.sentBitrate = Int((Double(stats.encodedBitrate) * network.throughput(&rng)).rounded())
        stats.encodedFrameCount = player.sentFrameCount
        stats.txPacketLossRate = fps == 0 ? 0 : network.packetLoss(&rng)
        return stats
    }
}
