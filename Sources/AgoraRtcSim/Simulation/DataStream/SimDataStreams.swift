/// The local user's data streams and the simulated peers' side of them. Only touched under the engine lock.
struct SimDataStreams: Sendable {
    /// Streams created in the engine's lifetime (the SDK allows 5, whatever was left since).
    var createdCount = 0
    /// Live streams by id; leaving the channel destroys them.
    var streams: [Int: SimDataStream] = [:]
    /// (time, bytes) of every packet sent in the last second, over all streams (the 30 KB/s client limit).
    var recentBytes: [(at: Double, bytes: Int)] = []

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

    /// Leaving the channel: the streams go (the lifetime count stays).
    mutating func channelLeft() {
        streams = [:]
        peerLoopScope.cancel()
        peerStreams = [:]
        cloudStreams = [:]
        unanswered = []
    }

    /// Forgets sends older than the rate window.
    mutating func expire(before time: Double) {
        recentBytes.removeAll { $0.at <= time }
        for id in streams.keys { streams[id]?.recentSends.removeAll { $0 <= time } }
    }
}
