import AgoraRtcSim

/// What an SDK error code means, for alerts: a localization key for the codes a newcomer meets, the raw
/// number otherwise (as the original's description helper does).
public enum ErrorDescription {
    static let described: Set<AgoraErrorCode> = [
        .failed, .invalidArgument, .notSupported, .refused, .notInitialized, .invalidState, .joinChannelRejected,
        .leaveChannelRejected, .invalidAppId, .invalidChannelId, .tokenExpired, .invalidToken, .decryptionFailed,
        .notInChannel, .sizeTooLarge, .bitrateLimit, .tooManyDataStreams, .invalidUserId, .invalidUserAccount, .moduleNotFound,
        .resourceLimited,
    ]

    public static func key(for code: AgoraErrorCode) -> String {
        described.contains(code) ? "sdk.error.\(code.rawValue)" : String(code.rawValue)
    }

    /// For a negative API return code.
    public static func key(forReturnCode code: Int32) -> String {
        guard let error = AgoraErrorCode(rawValue: Int(-code)) else { return String(code) }
        return key(for: error)
    }
}
