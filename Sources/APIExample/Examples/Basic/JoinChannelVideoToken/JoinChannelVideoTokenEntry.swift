/// JoinChannelVideo (Token)'s form: the App ID and token a user pastes, the channel, and optionally a user
/// account. Unlike the original, the App ID field is the one checked for an App ID, and the token may be left
/// empty when KeyCenter can sign one for that App ID. Its tips say how to get a long App ID and token in quickly.
public enum JoinChannelVideoTokenEntry: CaseEntry {
    public static let about = CaseAbout(
        id: "JoinChannelVideoToken", section: .basic,
        flavours: [.objectiveC, .uiKit, .swiftUI],
        keyAPIs: ["sharedEngine(with:delegate:)", "registerLocalUserAccount(_:appId:)",
                 "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                 "joinChannel(byUserAccount:token:channelId:mediaOptions:joinSuccess:)",
                 "rtcEngine(_:tokenPrivilegeWillExpire:)", "renewToken(_:)",
                 "leaveChannel(_:)", "destroy()",
                 "enableAudio()", "enableVideo()", "setClientRole(_:)", "setVideoEncoderConfiguration(_:)",
                 "setupLocalVideo(_:)", "setupRemoteVideo(_:)", "startPreview()"])

    /// What JoinChannelVideoTokenMain reads of the form, typed: decoded once, when the session is made.
    public struct Config: CaseConfig {
        public let appId: String
        public let userAccount: String
        public let token: String
        public let channelName: String

        public init(_ form: FormReader) {
            appId = form.string("appId")
            userAccount = form.string("userAccount")
            token = form.string("token")
            channelName = form.channelName
        }
    }

    public static let fields: [FieldSpec] = [
        .appId(),
        .token(),
        .channelName(default: "demo"),
        .userAccount(),
    ]

    /// The original's "Quick input APPID and Token methods", for a terminal.
    public static let tipsKey: String? = "token.tips.quickInput"
}
