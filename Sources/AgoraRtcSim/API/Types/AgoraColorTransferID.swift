/// Transfer characteristics of `AgoraColorSpace` (H.273 TransferCharacteristics).
public enum AgoraColorTransferID: Int, Sendable, CaseIterable {
    case IDBT709 = 1
    case unspecified = 2
    case IDSMPTE170M = 6
    /// PQ.
    case IDSMPTEST2084 = 16
    /// HLG.
    case IDARIB_STD_B67 = 18
    case invalid = 100
}
