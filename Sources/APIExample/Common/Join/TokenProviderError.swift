/// Why the token service gave no token. Each has a message for the user (`messageKey`).
public enum TokenProviderError: Error, Equatable, Sendable {
    /// The simulated service answered with an error (the failure-rate setting).
    case serviceUnavailable
    /// No answer within `TokenProvider.timeout` (the original's spinner that never stopped).
    case timedOut
    /// KeyCenter's App ID or certificate cannot sign a token (a localization key says which).
    case invalidCredentials(String)
    /// The builder refused the request (e.g. a field too long).
    case rejected

    public var messageKey: String {
        switch self {
        case .serviceUnavailable: "token.error.unavailable"
        case .timedOut: "token.error.timeout"
        case .invalidCredentials(let key): key
        case .rejected: "token.error.rejected"
        }
    }
}
