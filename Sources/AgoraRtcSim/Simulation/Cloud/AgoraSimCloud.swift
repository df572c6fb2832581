/// Where an engine meets other instances of the app (issue 18): the local rendezvous (`AgoraSimLocalCloud`) or a NATS
/// server (`AgoraSimNatsCloud`). The engine speaks the peer protocol through a member per channel and does not know
/// which transport carries it. Set as `AgoraSimulationSettings.cloud`. Not an SDK type.
public protocol AgoraSimCloud: Sendable {
    /// A member of the room of `channel` (with this cloud's App ID), not yet started. `onMessage` and `onState` are
    /// called on the member's own queue, never on the caller's thread.
    func member(channel: String, onMessage: @escaping @Sendable (AgoraSimPeerMessage) -> Void,
                onState: @escaping @Sendable (AgoraSimCloudLinkState) -> Void) -> any AgoraSimCloudMember
}
