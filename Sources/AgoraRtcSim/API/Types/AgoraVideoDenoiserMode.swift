/// Whether the denoiser decides itself when a picture is noisy (auto) or always runs (manual).
public enum AgoraVideoDenoiserMode: Int, Sendable, CaseIterable {
    case auto = 0
    case manual = 1
}
