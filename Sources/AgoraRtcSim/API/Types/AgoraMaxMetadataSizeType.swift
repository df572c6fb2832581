/// `AgoraMaxMetadataSizeType`: the sizes a metadata data source may declare, in bytes.
public enum AgoraMaxMetadataSizeType: Int, Sendable, CaseIterable {
    case invalid = -1
    /// What the SDK uses when the data source declares no valid size.
    case `default` = 512
    /// The most one video frame can carry.
    case max = 1024
}
