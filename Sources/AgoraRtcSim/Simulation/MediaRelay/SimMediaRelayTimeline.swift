/// Channel media relay timings (seconds) and limits. The limit is the SDK's; the timings are the simulation's.
enum SimMediaRelayTimeline {
    /// start → Connected and JoinedSourceChannel (plus the network's join penalty).
    static let connect = 0.3...0.6
    /// JoinedSourceChannel → JoinedDestinationChannel and RUNNING.
    static let joinDestinations = 0.3...0.7
    /// RUNNING → SentToDestinationChannel, then the packets received from the source.
    static let firstPackets = 0.1...0.3
    /// An update, pause or resume → its event.
    static let answer = 0.1...0.3
    /// At most this many destination channels (more: -2).
    static let maxDestinations = 6
}
