/// Sample range of `AgoraColorSpace`.
public enum AgoraColorRangeID: Int, Sendable, CaseIterable {
    case invalid = 0
    /// Limited ("video") range: luma 16-235 in 8 bits, 64-940 in 10.
    case limited = 1
    case full = 2
    /// Given by the matrix and transfer.
    case derived = 3
}
