/// JoinChannelVideo (Token)'s form: the App ID and token a user pastes, the channel, and optionally a user
/// account. Unlike the original, the App ID field is the one checked for an App ID, and the token may be left
/// empty when KeyCenter can sign one for that App ID. Its tips say how to get a long App ID and token in quickly.
public enum JoinChannelVideoTokenEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .appId(),
        .token(),
        .channelName(default: "demo"),
        .userAccount(),
    ]

    /// The original's "Quick input APPID and Token methods", for a terminal.
    public static let tipsKey: String? = "token.tips.quickInput"
}
