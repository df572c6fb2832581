/// The lens a camera captures through (SDK 4.3.1+ `AgoraFocalLength`, the C++ `CAMERA_FOCAL_LENGTH_TYPE`).
/// Telephoto is iOS only.
public enum AgoraFocalLength: Int, Sendable, CaseIterable {
    /// The standard lens.
    case `default` = 0
    case wide = 1
    case ultraWide = 2
    case telephoto = 3
}
