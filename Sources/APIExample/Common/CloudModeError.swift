/// Why a `--cloud`, `APIEXAMPLE_CLOUD` or settings value is not a mode. The messages never repeat the value: it may
/// hold a password.
public enum CloudModeError: Error, Equatable, Sendable {
    /// Neither off, local nor a URL.
    case unknown
    /// A URL of another scheme than nats:// or tls://.
    case scheme
    /// A URL with a user, password or token in it.
    case credentials
    /// A nats:// or tls:// URL that is not host[:port].
    case url

    /// The command line's message (English, like the commands' other messages); `source` names where the value
    /// came from (`--cloud`, `APIEXAMPLE_CLOUD`).
    public func message(_ command: String, source: String) -> String {
        switch self {
        case .unknown, .scheme:
            "\(command): \(source) must be off, local, nats://host:port or tls://host:port"
        case .credentials:
            "\(command): \(source): no credentials in the URL (they show in ps); set \(NatsEnvironment.credentialsFile), "
                + "\(NatsEnvironment.user) and \(NatsEnvironment.password), or \(NatsEnvironment.token) instead"
        case .url:
            "\(command): \(source): a NATS URL is nats://host:port or tls://host:port, with nothing after the port"
        }
    }
}
