/// Matrix coefficients of `AgoraColorSpace` (H.273 MatrixCoefficients).
public enum AgoraColorMatrixID: Int, Sendable, CaseIterable {
    case IDRGB = 0
    case IDBT709 = 1
    case unspecified = 2
    case IDSMPTE170M = 6
    case IDBT2020_NCL = 9
    case invalid = 100
}
