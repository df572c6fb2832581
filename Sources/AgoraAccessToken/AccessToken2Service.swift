/// One service of an AccessToken2. Privilege maps hold expiries in seconds relative to the token's issueTs.
///
/// Wire types: RTC 1, RTM 2, Streaming 3, FPA 4, Chat 5, FCDN 6, APaaS 7, RTM2 8.
public enum AccessToken2Service: Equatable, Sendable {
    case rtc(AccessToken2RtcService)
    /// Privilege login = 1.
    case rtm(userId: String, privileges: [UInt16: UInt32])
    /// Privileges publishMixStream = 1, publishRawStream = 2.
    case streaming(channelName: String, account: String, privileges: [UInt16: UInt32])
    /// Privilege login = 1.
    case fpa(privileges: [UInt16: UInt32])
    /// Privileges user = 1, app = 2.
    case chat(userId: String, privileges: [UInt16: UInt32])
    /// Privileges publish = 1, play = 2.
    case fcdn(channelName: String, account: String, privileges: [UInt16: UInt32])
    /// Privileges roomUser = 1, user = 2, app = 3.
    case apaas(roomUuid: String, userUuid: String, role: Int16, privileges: [UInt16: UInt32])
    /// Privilege login = 1; `permissions` maps resource type → permission type → resource names.
    case rtm2(userId: String, privileges: [UInt16: UInt32], permissions: [UInt16: [UInt16: [String]]])

    public static let rtcType: UInt16 = 1
    public static let rtmType: UInt16 = 2
    public static let streamingType: UInt16 = 3
    public static let fpaType: UInt16 = 4
    public static let chatType: UInt16 = 5
    public static let fcdnType: UInt16 = 6
    public static let apaasType: UInt16 = 7
    public static let rtm2Type: UInt16 = 8

    /// The service's wire type.
    public var type: UInt16 {
        switch self {
        case .rtc: Self.rtcType
        case .rtm: Self.rtmType
        case .streaming: Self.streamingType
        case .fpa: Self.fpaType
        case .chat: Self.chatType
        case .fcdn: Self.fcdnType
        case .apaas: Self.apaasType
        case .rtm2: Self.rtm2Type
        }
    }
}
