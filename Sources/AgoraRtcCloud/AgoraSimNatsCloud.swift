import AgoraRtcSim

/// Real peers on other machines (issue 18): instances with the same App ID meet on a NATS server, one subject per
/// channel. The subject carries the protocol version and the room's hash (never the App ID or the channel), each
/// message is one peer-protocol payload (an envelope, sealed under the room's key with an App Certificate), and the
/// server does not echo an instance's own messages back to it.
/// libnats is loaded when the first member starts. Not an SDK type.
public final class AgoraSimNatsCloud: AgoraSimCloud {
    public let server: AgoraSimNatsServer
    private let appId: String
    private let onProblem: (@Sendable (String) -> Void)?

    /// `onProblem` hears why a member cannot reach the server when that is news (the server refused the
    /// credentials, a TLS file could not be read, libnats is missing), from the member's queue; the text is
    /// libnats's own for the status, never the URL or a credential, except a refusal of the credentials, which is
    /// `authenticationFailed`. The member keeps trying either way.
    public init(server: AgoraSimNatsServer, appId: String, onProblem: (@Sendable (String) -> Void)? = nil) {
        self.server = server
        self.appId = appId
        self.onProblem = onProblem
    }

    /// The reason given when the server refused the token, user or password, whichever words libnats had for it
    /// ("No server available for connection" after its retries does not say what to fix). The app shows its own
    /// localized text for it.
    public static let authenticationFailed = "authentication failed"

    /// Whether the NATS client library (Debian's libnats3.4) can be loaded on this machine.
    public static var isAvailable: Bool { SimNatsClient.isAvailable }

    /// `apiexample.v<version>.<room hash in hex>`: instances of another protocol version never hear each other.
    public static func subject(appId: String, channel: String) -> String {
        let room = SimCloudRoom.hash(appId: appId, channel: channel).map { String(format: "%02x", $0) }.joined()
        return "apiexample.v\(AgoraSimPeerCodec.version).\(room)"
    }

    public func member(channel: String, certificate: String?,
                       onMessage: @escaping @Sendable (AgoraSimPeerMessage, _ sender: UInt64) -> Void,
                       onState: @escaping @Sendable (AgoraSimCloudLinkState) -> Void) -> any AgoraSimCloudMember {
        SimNatsMember(server: server, subject: Self.subject(appId: appId, channel: channel),
                      key: SimCloudRoom.key(certificate: certificate, appId: appId, channel: channel), onMessage: onMessage,
                      onState: onState, onProblem: onProblem)
    }
}
