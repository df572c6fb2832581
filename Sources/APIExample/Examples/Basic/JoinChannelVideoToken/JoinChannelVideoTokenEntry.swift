/// JoinChannelVideo (Token)'s form: the App ID and token a user pastes, the channel, and optionally a user
/// account. Unlike the original, the App ID field is the one checked for an App ID, and the token may be left
/// empty when KeyCenter can sign one for that App ID.
public enum JoinChannelVideoTokenEntry: CaseEntry {
    public static let fields: [FieldSpec] = [
        .appId(),
        .token(),
        .channelName(default: "demo"),
        .userAccount(),
    ]
}
