/// `setVideoDenoiserOptions(_:options:)` (SDK 4.x `AgoraVideoDenoiserOptions`).
public struct AgoraVideoDenoiserOptions: Sendable, Equatable {
    public var mode: AgoraVideoDenoiserMode
    public var level: AgoraVideoDenoiserLevel

    public init(mode: AgoraVideoDenoiserMode = .auto, level: AgoraVideoDenoiserLevel = .highQuality) {
        self.mode = mode
        self.level = level
    }
}
