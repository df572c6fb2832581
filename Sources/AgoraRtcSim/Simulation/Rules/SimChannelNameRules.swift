/// Channel-name and uid rules from the SDK's joinChannel documentation.
enum SimChannelNameRules {
    /// "Less than 64 bytes": 64 itself is ambiguous in the docs, so the simulation takes the safe 63.
    static let maxBytes = 63

    /// nil when valid, else the (positive) error code joinChannel reports.
    static func validate(_ channelId: String) -> AgoraErrorCode? {
        // AgoraBase.h files an empty channel name under ERR_REFUSED (5), not under invalid channel name.
        if channelId.isEmpty { return .refused }
        if channelId.utf8.count > maxBytes { return .invalidChannelId }
        return SimNameCharacters.allAllowed(channelId) ? nil : .invalidChannelId
    }

    static func isValidUid(_ uid: UInt) -> Bool {
        uid <= UInt(UInt32.max)
    }
}
