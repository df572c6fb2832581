public enum AgoraConnectionChangedReason: Int, Sendable, CaseIterable {
    case connecting = 0
    case joinSuccess = 1
    case interrupted = 2
    case bannedByServer = 3
    case joinFailed = 4
    case leaveChannel = 5
    case invalidAppId = 6
    case invalidChannelName = 7
    case invalidToken = 8
    case tokenExpired = 9
    case rejectedByServer = 10
    case settingProxyServer = 11
    case renewToken = 12
    case clientIpAddressChanged = 13
    case keepAliveTimeout = 14
    case rejoinSuccess = 15
    case lost = 16
    case echoTest = 17
    case clientIpAddressChangedByUser = 18
    case sameUidLogin = 19
    case tooManyBroadcasters = 20
    case licenseValidationFailure = 21
    case certificationVerifyFailure = 22
}
