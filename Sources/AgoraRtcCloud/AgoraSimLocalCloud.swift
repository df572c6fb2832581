import AgoraRtcSim
import Foundation

/// Real peers on this machine (issue 18): instances of the app of the same user with the same App ID meet through a
/// Unix socket in `directory` (the app passes `$XDG_RUNTIME_DIR`, or its state directory), named by a short hash of
/// (user, App ID) so neither shows in the file system. Set as `AgoraSimulationSettings.cloud`; nil keeps an engine
/// to itself. Not an SDK type.
public final class AgoraSimLocalCloud: AgoraSimCloud {
    public let socketPath: String
    private let appId: String
    private let onProblem: (@Sendable (String) -> Void)?

    /// `onProblem` hears, once per hosting, why the relay this instance hosts refuses someone (too many links).
    public init(directory: String, user: String, appId: String, onProblem: (@Sendable (String) -> Void)? = nil) {
        self.appId = appId
        self.onProblem = onProblem
        let digest = SimCrypto.sha256(Array("apiexample-rendezvous\0\(user)\0\(appId)".utf8))
        let name = digest.prefix(6).map { String(format: "%02x", $0) }.joined()
        socketPath = (directory.hasSuffix("/") ? directory : directory + "/") + "apiexample-\(name).sock"
    }

    /// The room of a channel of this App ID: what `hello` carries, and what the host relays by.
    func room(channel: String) -> [UInt8] {
        SimCloudRoom.hash(appId: appId, channel: channel)
    }

    public func member(channel: String, certificate: String?,
                       onMessage: @escaping @Sendable (AgoraSimPeerMessage, _ sender: UInt64) -> Void,
                       onState: @escaping @Sendable (AgoraSimCloudLinkState) -> Void) -> any AgoraSimCloudMember {
        rendezvousMember(channel: channel, certificate: certificate, onMessage: onMessage, onState: onState)
    }

    func rendezvousMember(channel: String, certificate: String? = nil,
                          onMessage: @escaping @Sendable (AgoraSimPeerMessage, _ sender: UInt64) -> Void,
                          onState: @escaping @Sendable (AgoraSimCloudLinkState) -> Void) -> SimRendezvousMember {
        SimRendezvousMember(path: socketPath, room: room(channel: channel),
                            key: SimCloudRoom.key(certificate: certificate, appId: appId, channel: channel),
                            onMessage: onMessage, onState: onState, onProblem: onProblem)
    }
}
