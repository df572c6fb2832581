import Foundation

/// Real peers on this machine (issue 18): instances of the app of the same user with the same App ID meet through a
/// Unix socket in `directory` (the app passes `$XDG_RUNTIME_DIR`, or its state directory), named by a short hash of
/// (user, App ID) so neither shows in the file system. Set as `AgoraSimulationSettings.cloud`; nil keeps an engine
/// to itself. Not an SDK type.
public final class AgoraSimLocalCloud: AgoraSimCloud {
    public let socketPath: String
    private let appId: String

    public init(directory: String, user: String, appId: String) {
        self.appId = appId
        let digest = SimCrypto.sha256(Array("apiexample-rendezvous\0\(user)\0\(appId)".utf8))
        let name = digest.prefix(6).map { String(format: "%02x", $0) }.joined()
        socketPath = (directory.hasSuffix("/") ? directory : directory + "/") + "apiexample-\(name).sock"
    }

    /// The room of a channel of this App ID: what `hello` carries, and what the host relays by.
    func room(channel: String) -> [UInt8] {
        SimCloudRoom.hash(appId: appId, channel: channel)
    }

    public func member(channel: String, onMessage: @escaping @Sendable (AgoraSimPeerMessage) -> Void,
                       onState: @escaping @Sendable (AgoraSimCloudLinkState) -> Void) -> any AgoraSimCloudMember {
        rendezvousMember(channel: channel, onMessage: onMessage, onState: onState)
    }

    func rendezvousMember(channel: String, onMessage: @escaping @Sendable (AgoraSimPeerMessage) -> Void,
                          onState: @escaping @Sendable (AgoraSimCloudLinkState) -> Void) -> SimRendezvousMember {
        SimRendezvousMember(path: socketPath, room: room(channel: channel), onMessage: onMessage, onState: onState)
    }
}
