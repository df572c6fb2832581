/// `apiexample token …`: build a token for a channel and a uid or account, or inspect one.
public struct TokenOptions: Equatable, Sendable {
    public enum Role: String, Sendable { case publisher, subscriber }

    public var channel: String?
    public var uid: UInt32?
    public var account: String?
    public var role: Role = .publisher
    /// Seconds from now; the service accepts at most 24 h.
    public var expire: UInt32 = 3600
    /// Seconds from now for every privilege; defaults to `expire`.
    public var privilegeExpire: UInt32?
    /// Set for `--inspect TOKEN`.
    public var inspect: String?

    public init() {}
}
