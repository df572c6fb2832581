/// `setFilterEffectOptions(_:options:)`: a built-in filter by path (the SDK ships "built_in_whiten_filter") and its
/// strength, 0.0–1.0 (default 0.5). SDK 4.x `AgoraFilterEffectOptions`.
public struct AgoraFilterEffectOptions: Sendable, Equatable {
    public var path: String
    public var strength: Float

    public init(path: String = "", strength: Float = 0.5) {
        self.path = path
        self.strength = strength
    }
}
