/// The denoiser's trade-off: high quality, fast, or strength (removes more, softens more).
public enum AgoraVideoDenoiserLevel: Int, Sendable, CaseIterable {
    case highQuality = 0
    case fast = 1
    case strength = 2
}
