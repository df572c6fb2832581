/// The channel media relay from `startOrUpdateChannelMediaRelay` until it is stopped or the channel is left: the
/// state reported last and, per destination, the relay user the server puts there.
struct SimMediaRelay: Sendable {
    struct Destination: Sendable, Equatable {
        let channelName: String
        var token: String?
        /// The uid the app asked for (0: the server picks one).
        var requestedUid: UInt
        /// The relay user's uid in that channel.
        var relayUid: UInt
        /// The relay user is in that channel (from JoinedDestinationChannel until the relay stops or fails).
        var joined = false
        /// When the destination's token stops the relay (Unix seconds; nil: the project uses no tokens).
        var expiresAt: UInt64?
    }

    var state: AgoraChannelMediaRelayState = .connecting
    var error: AgoraChannelMediaRelayError = .none
    var sourceToken: String?
    var sourceExpiresAt: UInt64?
    /// In the order of their channel names (the configuration keeps them in a dictionary).
    var destinations: [Destination] = []
    /// pauseAllChannelMediaRelay: the relay users stay in their channels, nothing is sent to them.
    var paused = false
    /// Bumped on every change a pending timer must not outlive (restart, update, failure, expiry rescheduled).
    var generation = 0

    /// Counts as running for pause, resume and update: connecting or running.
    var isActive: Bool { state == .connecting || state == .running }

    func destinationIndex(_ channelName: String) -> Int? { destinations.firstIndex { $0.channelName == channelName } }
}
