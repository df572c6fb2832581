/// A step of the channel media relay that waits: the engine runs it after `delay` while the main connection's
/// session `session` lasts, and hands it back to `SimChannelMediaRelay.fire`.
struct SimMediaRelayTimer: Sendable {
    enum Step: Sendable {
        /// The server joins the source channel.
        case joinsSource
        /// The relay user joins every destination it is not in yet.
        case joinsDestinations
        /// SentToDestinationChannel and the first packets from the source.
        case firstPackets
        /// A token ran out: the relay fails with this error.
        case tokenExpires(AgoraChannelMediaRelayError)
        /// The answer to an update, pause or resume.
        case answers(AgoraChannelMediaRelayEvent)
    }

    let session: SimScope.Token
    let delay: Double
    let step: Step
    /// The relay's generation when the step was scheduled: the step does nothing once the relay has changed (nil:
    /// it runs as long as there is a relay).
    let generation: Int?
}
