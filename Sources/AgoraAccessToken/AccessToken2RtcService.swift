/// The RTC service (type 1) of an AccessToken2: a channel, an account, and privileges with relative expiries.
public struct AccessToken2RtcService: Equatable, Sendable {
    public var channelName: String
    /// The user account; "" is the wildcard a builder makes from uid 0 (any uid may join).
    public var account: String
    /// Expiries in seconds relative to the token's issueTs. Privilege keys outside `AccessToken2RtcPrivilege`
    /// are dropped when parsing (the stored signing info still verifies).
    public var privileges: [AccessToken2RtcPrivilege: UInt32]

    public init(channelName: String, account: String, privileges: [AccessToken2RtcPrivilege: UInt32] = [:]) {
        self.channelName = channelName
        self.account = account
        self.privileges = privileges
    }

    /// Unix seconds at which `privilege` expires (issueTs + its relative value); nil when it is absent.
    public func privilegeExpiresAt(_ privilege: AccessToken2RtcPrivilege, issueTs: UInt32) -> UInt64? {
        privileges[privilege].map { UInt64(issueTs) + UInt64($0) }
    }

    /// The privileges keyed by their wire values.
    var wirePrivileges: [UInt16: UInt32] {
        var result: [UInt16: UInt32] = [:]
        result.reserveCapacity(privileges.count)
        for (privilege, expire) in privileges { result[privilege.rawValue] = expire }
        return result
    }
}
