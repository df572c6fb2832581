/// `setLowlightEnhanceOptions(_:options:)` (SDK 4.x `AgoraLowlightEnhanceOptions`).
public struct AgoraLowlightEnhanceOptions: Sendable, Equatable {
    public var mode: AgoraLowlightEnhanceMode
    public var level: AgoraLowlightEnhanceLevel

    public init(mode: AgoraLowlightEnhanceMode = .auto, level: AgoraLowlightEnhanceLevel = .highQuality) {
        self.mode = mode
        self.level = level
    }
}
