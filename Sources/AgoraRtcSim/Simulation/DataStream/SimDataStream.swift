/// One data stream the local user created, alive until the channel is left.
struct SimDataStream: Sendable {
    let id: Int
    let config: AgoraDataStreamConfig
    /// When each packet of the last second went out (the 60 packets/s limit is per stream).
    var recentSends: [Double] = []
    var sentCount = 0
}
