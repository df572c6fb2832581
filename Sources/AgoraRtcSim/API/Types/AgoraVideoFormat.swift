/// Pixel formats of raw video frames (`AgoraOutputVideoFrame.type`, `getVideoFormatPreference`), with the SDK's
/// values. On Linux there is no CVPixelBuffer: the `cvPixel…` formats deliver the same bytes as their raw
/// counterparts (NV12, I420, BGRA). NV21, I422 and P010 are not produced by the simulation: asking for them
/// delivers I420.
public enum AgoraVideoFormat: Int, Sendable, CaseIterable {
    case `default` = 0
    case I420 = 1
    case BGRA = 2
    case NV21 = 3
    case RGBA = 4
    case NV12 = 8
    case cvPixelNV12 = 12
    case cvPixelI420 = 13
    case cvPixelBGRA = 14
    case cvPixelP010 = 15
    case I422 = 16

    /// What the simulation actually delivers for this preference.
    var delivered: AgoraVideoFormat {
        switch self {
        case .BGRA, .cvPixelBGRA: .BGRA
        case .RGBA: .RGBA
        case .NV12, .cvPixelNV12: .NV12
        default: .I420
        }
    }
}
