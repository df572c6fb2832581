/// The local video transcoder while it runs (`startLocalVideoTranscoder` until `stopLocalVideoTranscoder` or the
/// engine's end): what it composes, and the images its image sources were read into when the configuration came.
struct SimLocalTranscoder: Sendable {
    var config: AgoraLocalTranscoderConfiguration
    /// Image sources as pictures, read once when the configuration came, by index in `config.videoInputStreams`.
    var images: [Int: AgoraSimVideoFrame] = [:]
    /// Its frame loop runs under this scope's token; a new configuration with another rate restarts it.
    var loopScope = SimScope()

    /// The composed picture's size, as the output configuration gives it (orientation applied).
    var outputSize: (width: Int, height: Int) { config.videoOutputConfiguration.encodedSize }

    var frameRate: Int { max(1, config.videoOutputConfiguration.frameRate.rawValue) }

    /// The largest picture the SDK composes (and the largest output): 4096×2160, either way round.
    static func fitsLimit(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && max(width, height) <= 4096 && min(width, height) <= 2160
    }

    /// The sources in drawing order: by layer, and in list order within a layer (a stable sort).
    var drawingOrder: [Int] {
        config.videoInputStreams.indices.sorted {
            (config.videoInputStreams[$0].zOrder, $0) < (config.videoInputStreams[$1].zOrder, $1)
        }
    }
}
