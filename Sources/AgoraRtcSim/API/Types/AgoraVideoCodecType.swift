/// The SDK's video codec types (VIDEO_CODEC_TYPE), as encoded frames and custom encoded tracks name them.
public enum AgoraVideoCodecType: Int, Sendable, CaseIterable {
    case none = 0
    case VP8 = 1
    case H264 = 2
    case H265 = 3
    case generic = 6
    case genericH264 = 7
    case AV1 = 12
    case VP9 = 13
    case genericJPEG = 20

    /// FFmpeg's decoder for the codec; nil for the ones the simulation cannot decode (generic payloads, none).
    var decoderName: String? {
        switch self {
        case .VP8: "vp8"
        case .H264, .genericH264: "h264"
        case .H265: "hevc"
        case .AV1: "av1"
        case .VP9: "vp9"
        case .none, .generic, .genericJPEG: nil
        }
    }
}
