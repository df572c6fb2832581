import CMediaCodecABI

/// One stream of an open media file, what the SDK's `getStreamBy(_:)` reports about it.
public struct MediaStreamInfo: Equatable, Sendable {
    public let index: Int
    public let kind: MediaStreamKind
    /// FFmpeg's codec name: "h264", "aac", "mp3", "opus"…
    public let codecName: String
    /// The container's ISO 639 language code, "" when it has none.
    public let language: String
    public let title: String
    /// Whether this build of FFmpeg can decode it.
    public let hasDecoder: Bool
    public let width: Int
    public let height: Int
    /// Frames per second, 0 when unknown.
    public let frameRate: Double
    public let sampleRate: Int
    public let channels: Int
    /// Bits per second, 0 when unknown.
    public let bitRate: Int
    /// nil when unknown.
    public let durationMilliseconds: Int?

    init(_ raw: media_codec_stream_info) {
        index = Int(raw.index)
        kind = MediaStreamKind(rawValue: Int(raw.kind)) ?? .unknown
        codecName = MediaCodecText.string(raw.codec_name)
        language = MediaCodecText.string(raw.language)
        title = MediaCodecText.string(raw.title)
        hasDecoder = raw.has_decoder != 0
        width = Int(raw.width)
        height = Int(raw.height)
        frameRate = raw.frame_rate
        sampleRate = Int(raw.sample_rate)
        channels = Int(raw.channels)
        bitRate = Int(raw.bit_rate)
        durationMilliseconds = raw.duration_ms >= 0 ? Int(raw.duration_ms) : nil
    }
}
