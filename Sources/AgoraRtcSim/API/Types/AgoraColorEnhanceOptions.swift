/// `setColorEnhanceOptions(_:options:)` (SDK 4.x `AgoraColorEnhanceOptions`): how much more saturated the picture
/// gets, and how much of that skin tones are spared, each 0.0–1.0 (defaults 0 and 1).
public struct AgoraColorEnhanceOptions: Sendable, Equatable {
    public var strengthLevel: Float
    public var skinProtectLevel: Float

    public init(strengthLevel: Float = 0, skinProtectLevel: Float = 1) {
        self.strengthLevel = strengthLevel
        self.skinProtectLevel = skinProtectLevel
    }
}
