/// Whether a video module can handle HDR (`queryHDRCapability(_:)`).
public enum AgoraHDRCapability: Int, Sendable, CaseIterable {
    case unknown = -1
    case unsupported = 0
    case supported = 1
}
