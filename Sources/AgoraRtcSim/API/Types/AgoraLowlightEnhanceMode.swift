/// Whether low-light enhancement decides itself how much a picture needs (auto) or always enhances (manual).
public enum AgoraLowlightEnhanceMode: Int, Sendable, CaseIterable {
    case auto = 0
    case manual = 1
}
