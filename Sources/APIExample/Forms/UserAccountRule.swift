/// The SDK's user-account rule: optional here, otherwise 1–255 bytes of the channel-name character set.
public enum UserAccountRule {
    public static let maxBytes = 255

    public static func problem(in account: String) -> String? {
        if account.isEmpty { return nil }
        if account.utf8.count > maxBytes { return "error.account.tooLong" }
        if !account.allSatisfy(ChannelNameRule.isAllowed) { return "error.account.charset" }
        return nil
    }
}
