/// Who a token is for: the channel and either a uid (0 = any uid) or a user account.
public struct TokenRequest: Equatable, Sendable {
    public var channelName: String
    public var uid: UInt
    public var userAccount: String?

    public init(channelName: String, uid: UInt = 0, userAccount: String? = nil) {
        self.channelName = channelName
        self.uid = uid
        self.userAccount = userAccount
    }
}
