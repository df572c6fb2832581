/// What the channel media relay needs to know of the rest of the engine when it moves on.
struct SimMediaRelayContext {
    /// Checks the source's and destinations' tokens as the cloud checks a join's.
    let gate: SimTokenGate
    let unixNow: Double
    /// The main connection's channel (nil: not in one).
    let channelId: String?
    /// The main connection's session: the relay's steps live as long as it does.
    let session: SimScope.Token
}
