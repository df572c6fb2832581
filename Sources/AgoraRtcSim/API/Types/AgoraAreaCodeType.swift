/// Region bit mask for `AgoraRtcEngineConfig.areaCode`.
public struct AgoraAreaCodeType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let cn = AgoraAreaCodeType(rawValue: 0x1)
    public static let na = AgoraAreaCodeType(rawValue: 0x2)
    public static let eu = AgoraAreaCodeType(rawValue: 0x4)
    public static let `as` = AgoraAreaCodeType(rawValue: 0x8)
    public static let jp = AgoraAreaCodeType(rawValue: 0x10)
    public static let `in` = AgoraAreaCodeType(rawValue: 0x20)
    public static let global = AgoraAreaCodeType(rawValue: 0xFFFF_FFFF)
}
