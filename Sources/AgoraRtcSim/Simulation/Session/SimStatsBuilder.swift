/// Builds one 2-second round of statistics for one connection from the engine state, consistent with the
/// configuration.
struct SimStatsBuilder {
    static let period = 2.0

    let network: SimNetworkConditions
    let now: Double
    let link: SimLinkIndex

    func localVideo(_ s: borrowing SimEngineState, _ rng: inout SimRandom) -> AgoraRtcLocalVideoStats {
        // The image source sends at its own rate.
        let fps = s.localFrameRate
        let target = SimBitrateTable.target(for: s.video.encoder, profile: s.channelProfile)
        let size = s.video.encoder.encodedSize
        var stats = AgoraRtcLocalVideoStats()
        stats.sentFrameRate = max(0, fps - (network.profile == .poor ? rng.int(0...2) : 0))
        stats.captureFrameRate = fps
        stats.captureFrameWidth = size.width
        stats.captureFrameHeight = size.height
        stats.encoderOutputFrameRate = fps
        stats.encodedFrameWidth = size.width
        stats.encodedFrameHeight = size.height
        stats.rendererOutputFrameRate = s.video.camera.canvas?.view != nil ? min(fps, s.video.camera.renderTargetFps ?? fps) : 0
        stats.targetBitrate = target
        stats.targetFrameRate = s.video.encoder.frameRate.rawValue
        // A still image at its own rate costs what a picture of that size at that rate does (the custom track's
        // rule), never more than the encoder's target: far less than the camera at the encoder's rate.
        // (Read into locals: a closure cannot capture the borrowed state.)
        let live = s.channelProfile == .liveBroadcasting
        let cameraSpent = target + SimSimulcast.extraKbps(s.services.simulcast.layers, live: live)
        let spent = s.video.camera.imageSource.map { source in
            let base = SimBitrateTable.base(width: size.width, height: size.height, fps: source.fps)
            return min(target, live ? min(base * 2, SimBitrateTable.liveCap) : base)
        } ?? cameraSpent
        stats.encodedBitrate = Int((Double(spent) * rng.double(0.9...1.0)).rounded())
        stats.sentBitrate = Int((Double(stats.encodedBitrate) * network.throughput(&rng)).rounded())
        stats.encodedFrameCount = s.video.camera.encodedFrameCount
        stats.txPacketLossRate = network.packetLoss(&rng)
        stats.dualStreamEnabled = s.services.simulcast.dualStreamMode == .enableSimulcastStream
        // The simulated device has a hardware encoder, which auto picks.
        stats.hwEncoderAccelerating = s.video.encoder.advancedVideoOptions.encodingPreference == .prefersoftware ? 0 : 1
        return stats
    }

    /// The screen track: the capture's size and rate, frames as the capture loop sent them this period.
    func localScreenVideo(_ s: borrowing SimEngineState, _ rng: inout SimRandom) -> AgoraRtcLocalVideoStats {
        let sent = Int((Double(s.screen.framesThisPeriod) / Self.period).rounded())
        let (width, height) = s.screen.size
        let rate = s.screen.frameRate
        let standard = SimBitrateTable.base(width: width, height: height, fps: rate)
        let target = s.screen.parameters.videoParams.bitrate > 0 ? s.screen.parameters.videoParams.bitrate : standard
        var stats = AgoraRtcLocalVideoStats()
        stats.sentFrameRate = sent
        stats.captureFrameRate = rate
        stats.captureFrameWidth = width
        stats.captureFrameHeight = height
        stats.encoderOutputFrameRate = sent
        // The uplink carries its share of the target, spent on frames or on pixels as the scenario prefers.
        let encoded = s.screen.encodedSize(uplinkShare: network.uplinkShare)
        stats.encodedFrameWidth = encoded.width
        stats.encodedFrameHeight = encoded.height
        let paused = s.screen.paused
        stats.rendererOutputFrameRate = s.screen.canvas?.view != nil && !paused ? rate : 0
        stats.targetBitrate = target
        stats.targetFrameRate = rate
        stats.encodedBitrate = sent == 0 ? 0 : Int((Double(target) * network.uplinkShare * rng.double(0.9...1.0)).rounded())
        stats.sentBitrate = Int((Double(stats.encodedBitrate) * network.throughput(&rng)).rounded())
        stats.encodedFrameCount = s.screen.encodedFrameCount
        stats.txPacketLossRate = network.packetLoss(&rng)
        return stats
    }

    /// The custom (pushed) track: size and rates follow what the app pushed and the encoder took this period.
    func localCustomVideo(_ s: borrowing SimEngineState, _ rng: inout SimRandom) -> AgoraRtcLocalVideoStats {
        let sent = Int((Double(s.customVideo.framesThisPeriod) / Self.period).rounded())
        let pushed = Int((Double(s.customVideo.pushedFramesThisPeriod) / Self.period).rounded())
        let (width, height) = (s.customVideo.frameWidth, s.customVideo.frameHeight)
        let base = SimBitrateTable.base(width: width, height: height, fps: max(1, sent))
        let target = s.channelProfile == .liveBroadcasting ? min(base * 2, SimBitrateTable.liveCap) : base
        var stats = AgoraRtcLocalVideoStats()
        stats.sentFrameRate = sent
        stats.captureFrameRate = pushed
        stats.captureFrameWidth = width
        stats.captureFrameHeight = height
        stats.encoderOutputFrameRate = sent
        stats.encodedFrameWidth = width
        stats.encodedFrameHeight = height
        stats.targetBitrate = target
        stats.targetFrameRate = s.video.encoder.frameRate.rawValue
        stats.encodedBitrate = sent == 0 ? 0 : Int((Double(target) * rng.double(0.9...1.0)).rounded())
        stats.sentBitrate = Int((Double(stats.encodedBitrate) * network.throughput(&rng)).rounded())
        stats.encodedFrameCount = s.customVideo.encodedFrameCount
        stats.txPacketLossRate = network.packetLoss(&rng)
        return stats
    }

    func localAudio(_ s: borrowing SimEngineState, _ rng: inout SimRandom) -> AgoraRtcLocalAudioStats {
        // The scenario's volume type caps what is sent (SimEngineState+AudioDevice).
        let info = s.sentAudioFormat
        var stats = AgoraRtcLocalAudioStats()
        stats.numChannels = info.channels
        stats.sentSampleRate = info.sampleRate
        // A playing media player whose sound the connection publishes sends too.
        let sends = s.publishesAudio(link) ? true : s.sendsPlayerAudio(link)
        stats.sentBitrate = sends ? Int((Double(info.maxKbps) * rng.double(0.75...0.95)).rounded()) : 0
        stats.txPacketLossRate = sends ? network.packetLoss(&rng) : 0
        stats.audioDeviceDelay = rng.int(20...40)
        if s.localAudio.inEarMonitoring, s.recordsMicrophone(link) { stats.earMonitorDelay = rng.int(25...35) }
        return stats
    }

    /// A simulated remote user's video stats, drawn (another instance's user's are measured on what arrived:
    /// `+CloudPeer`).
    func remoteVideo(_ s: borrowing SimEngineState, _ user: SimRemoteUser, _ rng: inout SimRandom) -> AgoraRtcRemoteVideoStats {
        var stats = AgoraRtcRemoteVideoStats()
        let loss = network.packetLoss(&rng)
        let stream = s.receivedVideo(link, user)
        let dropped = Int((Double(stream.fps) * network.frameDropRate).rounded())
        stats.uid = user.uid
        stats.delay = network.videoDelay(&rng)
        stats.e2eDelay = stats.delay + rng.int(30...60)
        stats.width = stream.width
        stats.height = stream.height
        stats.receivedBitrate = Int((Double(stream.kbps) * network.throughput(&rng)).rounded())
        stats.receivedFrameRate = max(0, stream.fps - dropped)
        stats.decoderOutputFrameRate = stats.receivedFrameRate
        let rendered = min(stats.receivedFrameRate, s.channel.remoteRenderTargetFps ?? stats.receivedFrameRate)
        stats.rendererOutputFrameRate = s[link].remoteCanvases[user.uid]?.view != nil ? rendered : 0
        stats.frameLossRate = Int((network.frameDropRate * 100).rounded())
        stats.packetLossRate = loss / 2
        stats.rxStreamType = stream.type.rawValue
        stats.totalFrozenTime = user.totalFrozenMs
        let active = max(1, Self.ms(now - user.visibleSince))
        stats.frozenRate = min(100, user.totalFrozenMs * 100 / active)
        return stats
    }

    /// A simulated remote user's audio stats, drawn (another instance's user's are measured on what arrived:
    /// `+CloudPeerAudio`).
    func remoteAudio(_ s: borrowing SimEngineState, _ user: SimRemoteUser, _ rng: inout SimRandom) -> AgoraRtcRemoteAudioStats {
        var stats = AgoraRtcRemoteAudioStats()
        stats.uid = user.uid
        stats.quality = network.quality(&rng)
        stats.networkTransportDelay = network.audioTransportDelay(&rng)
        // Low-latency audience buffers about 1.2 s instead of ultra-low latency's 0.5 s (SDK 4.0 docs).
        stats.jitterBufferDelay = network.jitterBufferDelay(&rng)
            + (s.channel.audienceLatency == .lowLatency ? (s.effectiveRole(link) == .audience ? 1000 : 0) : 0)
        stats.audioLossRate = network.packetLoss(&rng) / 2
        stats.numChannels = 1
        stats.receivedSampleRate = 48_000
        stats.receivedBitrate = user.audioKbps
        return stats
    }

    /// Channel totals; also accumulates the session's byte counters.
    func channel(_ connection: inout SimLink, _ rng: inout SimRandom, video: AgoraRtcLocalVideoStats?,
                 audio: AgoraRtcLocalAudioStats, remoteVideo: [AgoraRtcRemoteVideoStats], remoteAudio: [AgoraRtcRemoteAudioStats]) -> AgoraChannelStats {
        guard var session = connection.session else { return AgoraChannelStats() }
        var stats = AgoraChannelStats()
        let bytesPerKbps = Int(Self.period * 1000 / 8)
        stats.txVideoKBitrate = video?.sentBitrate ?? 0
        stats.txAudioKBitrate = audio.sentBitrate
        stats.rxVideoKBitrate = remoteVideo.reduce(0) { $0 + $1.receivedBitrate }
        stats.rxAudioKBitrate = remoteAudio.reduce(0) { $0 + $1.receivedBitrate }
        let overhead = stats.txVideoKBitrate + stats.txAudioKBitrate > 0 ? 6 : 1
        stats.txKBitrate = stats.txVideoKBitrate + stats.txAudioKBitrate + overhead
        stats.rxKBitrate = stats.rxVideoKBitrate + stats.rxAudioKBitrate + 2
        session.txVideoBytes += stats.txVideoKBitrate * bytesPerKbps
        session.txAudioBytes += stats.txAudioKBitrate * bytesPerKbps
        session.rxVideoBytes += stats.rxVideoKBitrate * bytesPerKbps
        session.rxAudioBytes += stats.rxAudioKBitrate * bytesPerKbps
        stats.txBytes = session.txVideoBytes + session.txAudioBytes
        stats.rxBytes = session.rxVideoBytes + session.rxAudioBytes
        stats.duration = AgoraRtcEngineKit.wholeSeconds(now - (session.joinedAt ?? now))
        stats.lastmileDelay = network.lastmileDelay(&rng)
        stats.userCount = 1 + connection.remotes.filter(\.present).count
        let remoteVideos = Double(remoteVideo.count)
        stats.cpuAppUsage = ((3 + remoteVideos * 1.5 + (video == nil ? 0 : 4) + rng.double(0...2)) * 10).rounded() / 10
        stats.cpuTotalUsage = ((stats.cpuAppUsage + 18 + rng.double(0...10)) * 10).rounded() / 10
        stats.gatewayRtt = rng.int(2...9)
        stats.memoryAppUsageInKbytes = 96_000 + Int(remoteVideos) * 6_000 + rng.int(0...2_000)
        stats.memoryAppUsageRatio = (Double(stats.memoryAppUsageInKbytes) / 8_000_000 * 1000).rounded() / 10
        stats.memoryTotalUsageRatio = (rng.double(40...60) * 10).rounded() / 10
        stats.connectTimeMs = Self.ms((session.joinedAt ?? now) - session.joinCalledAt)
        stats.txPacketLossRate = network.packetLoss(&rng)
        stats.rxPacketLossRate = network.packetLoss(&rng)
        session.lastStats = stats
        connection.session = session
        return stats
    }

    private static func ms(_ seconds: Double) -> Int { Int((seconds * 1000).rounded()) }
}
