/// Outcome of `renewToken(_:)`, reported asynchronously (C++ `RENEW_TOKEN_ERROR_CODE`, SDK 4.6).
public enum AgoraRenewTokenErrorCode: Int, Sendable, CaseIterable {
    case success = 0
    /// Unknown server-side failure.
    case failure = 1
    case tokenExpired = 2
    case invalidToken = 3
    /// The token's channel is not the channel the user is in.
    case invalidChannelName = 4
    case inconsistentAppid = 5
    /// A newer `renewToken` call superseded this one.
    case canceledByNewRequest = 6
}
