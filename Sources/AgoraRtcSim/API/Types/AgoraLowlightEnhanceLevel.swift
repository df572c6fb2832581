/// Low-light enhancement's quality: high quality, or fast (cheaper, less lift).
public enum AgoraLowlightEnhanceLevel: Int, Sendable, CaseIterable {
    case highQuality = 0
    case fast = 1
}
