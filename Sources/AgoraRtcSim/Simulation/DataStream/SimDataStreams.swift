/// The local user's data streams and the simulated peers' side of them. They belong to the main connection's channel:
/// leaving it destroys them (the lifetime count stays).
struct SimDataStreams: SimComponent {
    /// Streams created in the engine's lifetime (the SDK allows 5, whatever was left since).
    private(set) var createdCount = 0
    /// Live streams by id; leaving the channel destroys them.
    private(set) var streams: [Int: SimDataStream] = [:]
    /// (time, bytes) of every packet sent in the last second, over all streams (the 30 KB/s client limit).
    private var recentBytes: [(at: Double, bytes: Int)] = []

    /// Cancelled when the peers' loop must stop or restart (join, leave).
    var peerLoopScope = SimScope()
    /// Messages the peers have sent so far (numbers their texts).
    var peerSent = 0
    /// Each peer's receive state, by uid.
    var peerStreams: [UInt: SimPeerStream] = [:]
    /// Other instances' users' streams, as received here.
    var cloudStreams: [SimCloudStreamKey: SimPeerStream] = [:]
    /// What the local user sent that the answering peer has not answered yet.
    var unanswered: [String] = []
    var answers = 0

    /// createDataStream: the new stream's id, or nil once the engine's 5 have been created.
    mutating func create(_ config: AgoraDataStreamConfig) -> Int? {
        guard createdCount < SimDataStreamLimits.streamsPerEngine else { return nil }
        createdCount += 1
        streams[createdCount] = SimDataStream(id: createdCount, config: config)
        return createdCount
    }

    /// sendStreamMessage's checks past the channel and role, in the SDK's order; the packet is counted when it goes.
    /// -2 for a stream this channel does not have or empty data, -114 over 1 KB, -115 over a rate limit.
    mutating func send(on streamId: Int, bytes: Int, at time: Double) -> AgoraErrorCode? {
        guard streams[streamId] != nil, bytes > 0 else { return .invalidArgument }
        guard bytes <= SimDataStreamLimits.maxPacketBytes else { return .sizeTooLarge }
        expire(before: time - SimDataStreamLimits.rateWindow)
        let packets = streams[streamId]?.recentSends.count ?? 0
        let sent = recentBytes.reduce(0) { $0 + $1.bytes }
        guard packets < SimDataStreamLimits.packetsPerSecondPerStream,
              sent + bytes <= SimDataStreamLimits.bytesPerSecondPerClient else { return .bitrateLimit }
        streams[streamId]?.recentSends.append(time)
        streams[streamId]?.sentCount += 1
        recentBytes.append((time, bytes))
        return nil
    }

    /// Leaving the channel: the streams go (the lifetime count stays).
    mutating func mainChannelLeft(at now: Double) -> [SimCallback] {
        streams = [:]
        peerLoopScope.cancel()
        peerStreams = [:]
        cloudStreams = [:]
        unanswered = []
        return []
    }

    mutating func destroy() {
        _ = mainChannelLeft(at: 0)
    }

    /// Forgets sends older than the rate window.
    private mutating func expire(before time: Double) {
        recentBytes.removeAll { $0.at <= time }
        for id in streams.keys { streams[id]?.recentSends.removeAll { $0 <= time } }
    }
}
