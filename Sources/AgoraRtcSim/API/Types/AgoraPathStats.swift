/// One active path's figures in `AgoraMultipathStats.pathStats`, in Kbps.
public struct AgoraPathStats: Equatable, Sendable {
    public var type: AgoraMultipathType = .unknown
    public var txKBitRate = 0
    public var rxKBitRate = 0

    public init(type: AgoraMultipathType = .unknown, txKBitRate: Int = 0, rxKBitRate: Int = 0) {
        self.type = type
        self.txKBitRate = txKBitRate
        self.rxKBitRate = rxKBitRate
    }
}
