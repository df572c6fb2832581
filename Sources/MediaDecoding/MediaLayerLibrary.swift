/// The loaded libMediaCodec.so, for logs and measurements.
public struct MediaLayerLibrary: Sendable {
    public let path: String
    public let ffmpegVersion: String
    public let loadDuration: Duration
}
