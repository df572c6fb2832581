/// `setBeautyEffectOptions(_:options:)`'s levels (SDK 4.x `AgoraBeautyOptions`), each 0.0–1.0. The defaults are the
/// iOS documents' (lightening 0.6, smoothness 0.5, redness 0.1, sharpness 0.3, normal contrast): the 4.x C++ header
/// says 0 for every level, which would make turning beauty on change nothing until a slider moves.
public struct AgoraBeautyOptions: Sendable, Equatable {
    public var lighteningContrastLevel: AgoraLighteningContrastLevel
    public var lighteningLevel: Float
    public var smoothnessLevel: Float
    public var rednessLevel: Float
    public var sharpnessLevel: Float

    public init(lighteningContrastLevel: AgoraLighteningContrastLevel = .normal, lighteningLevel: Float = 0.6,
                smoothnessLevel: Float = 0.5, rednessLevel: Float = 0.1, sharpnessLevel: Float = 0.3) {
        self.lighteningContrastLevel = lighteningContrastLevel
        self.lighteningLevel = lighteningLevel
        self.smoothnessLevel = smoothnessLevel
        self.rednessLevel = rednessLevel
        self.sharpnessLevel = sharpnessLevel
    }
}
