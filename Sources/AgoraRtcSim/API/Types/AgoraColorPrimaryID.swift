/// Colour primaries of `AgoraColorSpace` (H.273 ColourPrimaries).
public enum AgoraColorPrimaryID: Int, Sendable, CaseIterable {
    case IDBT709 = 1
    case unspecified = 2
    case IDSMPTE170M = 6
    case IDBT2020 = 9
    case invalid = 100
}
