/// A video pre-processing feature `isFeatureAvailable(onDevice:)` is asked about (SDK 4.x `AgoraFeatureType`, the
/// values of `FeatureType`).
public enum AgoraFeatureType: Int, Sendable, CaseIterable {
    case videoPreprocessVirtualBackground = 1
    case videoPreprocessBeauty = 2
}
