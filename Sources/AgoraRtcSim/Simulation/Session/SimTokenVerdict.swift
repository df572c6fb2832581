/// What the simulated cloud concludes about a token presented at join or through renewToken.
enum SimTokenVerdict: Equatable, Sendable {
    /// Accepted; the user must be gone by `expiresAt` (Unix seconds), nil when the project uses no tokens.
    case accepted(expiresAt: UInt64?)
    /// Missing, unparsable, badly signed, for another user, or without an RTC joinChannel privilege.
    case invalid
    /// Signed for another App ID.
    case otherAppId
    /// For another channel.
    case otherChannel
    /// The token, or its joinChannel privilege, has expired.
    case expired

    /// How a join fails on this verdict (nil when it does not): the SDK reports expiry as its own reason and
    /// everything else as invalid token.
    var joinFailure: (reason: AgoraConnectionChangedReason, error: AgoraErrorCode)? {
        switch self {
        case .accepted: return nil
        case .expired: return (.tokenExpired, .tokenExpired)
        case .invalid, .otherAppId, .otherChannel: return (.invalidToken, .invalidToken)
        }
    }

    /// The code renewTokenResult carries (RENEW_TOKEN_ERROR_CODE distinguishes channel and App ID mismatches).
    var renewCode: AgoraRenewTokenErrorCode {
        switch self {
        case .accepted: return .success
        case .expired: return .tokenExpired
        case .invalid: return .invalidToken
        case .otherAppId: return .inconsistentAppid
        case .otherChannel: return .invalidChannelName
        }
    }
}
