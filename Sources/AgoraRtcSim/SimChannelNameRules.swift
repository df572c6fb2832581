/// Channel-name and uid rules from the SDK's joinChannel documentation.
enum SimChannelNameRules {
    static let maxBytes = 63
    private static let punctuation: Set<Character> = Set("!#$%&()+-:;<=.>?@[]^_{}|~, ")

    /// nil when valid, else the (positive) error code joinChannel reports.
    static func validate(_ channelId: String) -> AgoraErrorCode? {
        if channelId.isEmpty { return .invalidArgument }
        if channelId.utf8.count > maxBytes { return .invalidChannelId }
        for character in channelId where !isAllowed(character) {
            return .invalidChannelId
        }
        return nil
    }

    static func isValidUid(_ uid: UInt) -> Bool {
        uid <= UInt(UInt32.max)
    }

    private static func isAllowed(_ character: Character) -> Bool {
        guard character.isASCII, let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return punctuation.contains(character)
        }
    }
}
