import AgoraRtcSim

/// How an instance proves itself to a NATS server. The app takes these from the environment, never from arguments
/// (which show in `ps`), and nothing prints them: their descriptions name the kind only. Not an SDK type.
public enum AgoraSimNatsCredentials: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    case none
    /// A `.creds` file (user JWT and NKey seed), as `nsc` writes it.
    case file(path: String)
    case userPassword(user: String, password: String)
    case token(String)

    public var description: String {
        switch self {
        case .none: "none"
        case .file: "creds file"
        case .userPassword: "user and password"
        case .token: "token"
        }
    }

    public var debugDescription: String { description }
}
