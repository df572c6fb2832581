/// How strongly a blurred virtual background is blurred (`BACKGROUND_BLUR_DEGREE`).
public enum AgoraBlurDegree: Int, Sendable, CaseIterable {
    case low = 1
    case medium = 2
    case high = 3
}
