/// Where an engine meets other instances of the app (issue 18): the local rendezvous (`AgoraSimLocalCloud`) or a NATS
/// server (`AgoraSimNatsCloud`). The engine speaks the peer protocol through a member per channel and does not know
/// which transport carries it. Set as `AgoraSimulationSettings.cloud`. Not an SDK type.
public protocol AgoraSimCloud: Sendable {
    /// A member of the room of `channel` (with this cloud's App ID), not yet started. With the project's App
    /// Certificate everything it says is sealed under the room's key and only what opens under it is heard
    /// (`SimPeerGate`). `onMessage` hears each message with the id of the member that sent it (what the engine binds
    /// uids to); it and `onState` are called on the member's own queue, never on the caller's thread.
    func member(channel: String, certificate: String?,
                onMessage: @escaping @Sendable (AgoraSimPeerMessage, _ sender: UInt64) -> Void,
                onState: @escaping @Sendable (AgoraSimCloudLinkState) -> Void) -> any AgoraSimCloudMember
}

extension AgoraSimCloud {
    /// A member of a project without a certificate, for a listener that does not care who speaks.
    public func member(channel: String, onMessage: @escaping @Sendable (AgoraSimPeerMessage) -> Void,
                       onState: @escaping @Sendable (AgoraSimCloudLinkState) -> Void) -> any AgoraSimCloudMember {
        member(channel: channel, certificate: nil, onMessage: { message, _ in onMessage(message) }, onState: onState)
    }
}
