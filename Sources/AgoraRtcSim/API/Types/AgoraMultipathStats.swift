/// `rtcEngine(_:multiPathStats:)`: bytes sent and received over each kind of path since joining, and the paths in
/// use now.
public struct AgoraMultipathStats: Equatable, Sendable {
    public var lanTxBytes = 0
    public var lanRxBytes = 0
    public var wifiTxBytes = 0
    public var wifiRxBytes = 0
    public var mobileTxBytes = 0
    public var mobileRxBytes = 0
    public var activePathNum = 0
    public var pathStats: [AgoraPathStats] = []

    public init() {}
}
