/// Where a pushed frame carries its alpha (`AgoraVideoFrame.alphaStitchMode`): beside or above/below the picture,
/// as luma (0 transparent … 255 opaque) in a half of the frame the same size as the picture. The SDK's values.
public enum AgoraAlphaStitchMode: Int, Sendable, CaseIterable {
    /// The whole frame is the picture (default).
    case noAlphaStitch = 0
    /// The alpha is the top half, the picture the bottom one.
    case alphaStitchUp = 1
    /// The alpha is the bottom half.
    case alphaStitchBelow = 2
    /// The alpha is the left half, the picture the right one.
    case alphaStitchLeft = 3
    /// The alpha is the right half (the original's clip).
    case alphaStitchRight = 4
}
