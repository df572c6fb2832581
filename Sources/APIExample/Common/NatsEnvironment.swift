import AgoraRtcCloud

/// The NATS server's credentials and TLS files, from the environment only (arguments show in `ps`). At most one kind
/// of credentials: a creds file, a user and password, or a token. Nothing here is ever printed.
public enum NatsEnvironment {
    public static let credentialsFile = "APIEXAMPLE_NATS_CREDS"
    public static let user = "APIEXAMPLE_NATS_USER"
    public static let password = "APIEXAMPLE_NATS_PASSWORD"
    public static let token = "APIEXAMPLE_NATS_TOKEN"
    public static let caFile = "APIEXAMPLE_NATS_CA"
    public static let certificateFile = "APIEXAMPLE_NATS_CERT"
    public static let keyFile = "APIEXAMPLE_NATS_KEY"

    public struct Problem: Error, Equatable, Sendable {
        public let message: String
    }

    /// The server at `url` as the environment says to reach it.
    public static func server(url: String, environment: EnvironmentVariables) -> Result<AgoraSimNatsServer, Problem> {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        var kinds: [AgoraSimNatsCredentials] = []
        if let file = value(credentialsFile) { kinds.append(.file(path: file)) }
        if value(user) != nil || value(password) != nil {
            guard let user = value(user), let password = value(password) else {
                return .failure(Problem(message: "apiexample: \(Self.user) and \(Self.password) go together"))
            }
            kinds.append(.userPassword(user: user, password: password))
        }
        if let token = value(token) { kinds.append(.token(token)) }
        guard kinds.count <= 1 else {
            return .failure(Problem(message: "apiexample: set one of \(credentialsFile), \(user) and \(password), or \(token)"))
        }
        if value(keyFile) != nil && value(certificateFile) == nil {
            return .failure(Problem(message: "apiexample: \(keyFile) needs \(certificateFile)"))
        }
        return .success(AgoraSimNatsServer(url: url, credentials: kinds.first ?? .none, caFile: value(caFile),
                                           certificateFile: value(certificateFile), keyFile: value(keyFile)))
    }
}
