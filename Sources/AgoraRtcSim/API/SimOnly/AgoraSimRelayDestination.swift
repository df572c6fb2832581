/// Sim-only view (no SDK counterpart) of one destination channel of the media relay, as a simulated observer in
/// that channel sees it.
public struct AgoraSimRelayDestination: Sendable, Equatable {
    public let channelName: String
    /// The relay user's uid there (the one asked for, or the server's pick).
    public let relayUid: UInt
    /// The relay user is in that channel.
    public let relayUserPresent: Bool
    /// The host's media reach that channel now (the relay user is there and the relay is not paused).
    public let receiving: Bool
    /// Users in that channel: the simulated people every channel has (`remoteUserCount`) plus the relay user.
    public let userCount: Int
}
