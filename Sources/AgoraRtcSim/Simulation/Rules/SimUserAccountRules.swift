/// User-account rules from `registerLocalUserAccount` / `joinChannelWithUserAccount`.
enum SimUserAccountRules {
    /// MAX_USER_ACCOUNT_LENGTH is 256 including the C string terminator.
    static let maxBytes = 255

    /// nil when valid, else the (positive) error code. The docs say an account "must not be empty" and that an
    /// invalid account is ERR_INVALID_USER_ACCOUNT (134); nothing assigns -2 to the empty case, so the
    /// simulation reports 134 for empty, too long and bad characters alike.
    static func validate(_ account: String) -> AgoraErrorCode? {
        guard !account.isEmpty, account.utf8.count <= maxBytes, SimNameCharacters.allAllowed(account) else {
            return .invalidUserAccount
        }
        return nil
    }

    /// The account the simulation gives a remote user (every simulated remote joins with one).
    static func remoteAccount(_ uid: UInt) -> String {
        "user-\(uid)"
    }
}
