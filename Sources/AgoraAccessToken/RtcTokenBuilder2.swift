/// Builds RTC AccessToken2 tokens the way Agora's RtcTokenBuilder2 does: one RTC service; a publisher gets
/// joinChannel and the three publish privileges, a subscriber joinChannel only, all expiring `privilegeExpire`
/// seconds after issueTs. The token itself expires `tokenExpire` seconds after issueTs.
public enum RtcTokenBuilder2 {
    /// Token-builder roles (not the SDK's client role).
    public enum Role: Int, Sendable {
        case publisher = 1
        case subscriber = 2
    }

    /// uid 0 becomes the empty account (any uid may join); any other uid its unsigned decimal.
    /// `issueTs` nil means now, `salt` nil a random salt.
    public static func buildToken(appId: String, appCertificate: String, channelName: String, uid: UInt32, role: Role,
                                  tokenExpire: UInt32, privilegeExpire: UInt32, issueTs: UInt32? = nil,
                                  salt: UInt32? = nil) throws(AccessToken2Error) -> String {
        try buildToken(appId: appId, appCertificate: appCertificate, channelName: channelName,
                       account: uid == 0 ? "" : String(uid), role: role, tokenExpire: tokenExpire,
                       privilegeExpire: privilegeExpire, issueTs: issueTs, salt: salt)
    }

    /// `issueTs` nil means now, `salt` nil a random salt.
    public static func buildToken(appId: String, appCertificate: String, channelName: String, account: String,
                                  role: Role, tokenExpire: UInt32, privilegeExpire: UInt32, issueTs: UInt32? = nil,
                                  salt: UInt32? = nil) throws(AccessToken2Error) -> String {
        let privileges: [AccessToken2RtcPrivilege: UInt32] = switch role {
        case .publisher:
            [.joinChannel: privilegeExpire, .publishAudioStream: privilegeExpire,
             .publishVideoStream: privilegeExpire, .publishDataStream: privilegeExpire]
        case .subscriber:
            [.joinChannel: privilegeExpire]
        }
        let service = AccessToken2RtcService(channelName: channelName, account: account, privileges: privileges)
        let token = AccessToken2(appId: appId, issueTs: issueTs ?? AccessToken2.currentUnixTime(), expire: tokenExpire,
                                 salt: salt ?? AccessToken2.randomSalt(), services: [.rtc(service)])
        return try token.build(appCertificate: appCertificate)
    }
}
