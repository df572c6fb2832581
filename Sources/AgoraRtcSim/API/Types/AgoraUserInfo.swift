/// A uid and the user account it stands for (`AgoraUserInfo` in the SDK).
public struct AgoraUserInfo: Sendable, Equatable {
    public var uid: UInt
    public var userAccount: String?

    public init(uid: UInt, userAccount: String?) {
        self.uid = uid
        self.userAccount = userAccount
    }
}
