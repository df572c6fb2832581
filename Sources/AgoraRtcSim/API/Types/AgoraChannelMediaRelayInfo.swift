/// `AgoraChannelMediaRelayInfo`: one end of the relay. For the source, `channelName` nil means the current channel
/// and the token is one generated for uid 0; for a destination, `uid` 0 lets the server pick the relay user's uid
/// there. (A class in the iOS SDK; a value here.)
public struct AgoraChannelMediaRelayInfo: Sendable, Equatable {
    public var channelName: String?
    public var uid: UInt
    public var token: String?

    public init(token: String?) {
        self.token = token
        self.channelName = nil
        self.uid = 0
    }

    public init(token: String?, channelName: String?, uid: UInt) {
        self.token = token
        self.channelName = channelName
        self.uid = uid
    }
}
