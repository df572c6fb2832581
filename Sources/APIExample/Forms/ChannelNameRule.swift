/// The SDK's channel-name rule: 1–63 bytes from an 89-character set (a–z, A–Z, 0–9, space and 26 punctuation marks).
public enum ChannelNameRule {
    public static let punctuation: Set<Character> = [
        "!", "#", "$", "%", "&", "(", ")", "+", "-", ":", ";", "<", "=", ".", ">", "?", "@", "[", "]", "^", "_",
        "{", "}", "|", "~", ",",
    ]

    public static func isAllowed(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        if ascii >= 0x30 && ascii <= 0x39 { return true }
        if ascii >= 0x41 && ascii <= 0x5A { return true }
        if ascii >= 0x61 && ascii <= 0x7A { return true }
        return character == " " || punctuation.contains(character)
    }

    public static let maxBytes = 63

    /// nil when valid, otherwise the localization key of the reason.
    public static func problem(in name: String) -> String? {
        if name.isEmpty { return "error.channel.empty" }
        if name.utf8.count > maxBytes { return "error.channel.tooLong" }
        if !name.allSatisfy(isAllowed) { return "error.channel.charset" }
        return nil
    }

    /// nil when `prefix` plus `reserved` more bytes (what the case adds to it) is a valid name; `tooLongKey` says
    /// why it is not when only the addition makes it too long.
    public static func problem(inPrefix prefix: String, reserving reserved: Int, tooLongKey: String) -> String? {
        if !prefix.isEmpty && prefix.utf8.count + reserved > maxBytes { return tooLongKey }
        return problem(in: prefix)
    }
}
