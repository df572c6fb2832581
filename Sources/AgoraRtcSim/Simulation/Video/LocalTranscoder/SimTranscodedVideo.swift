import Foundation

/// The local video transcoder (`startLocalVideoTranscoder` until `stopLocalVideoTranscoder` or the engine's end)
/// and the local canvas with `sourceType == .transCoded` that shows its composed picture.
struct SimTranscodedVideo: SimComponent {
    /// The transcoder while it runs.
    var running: SimLocalTranscoder?
    var canvas: AgoraRtcVideoCanvas?

    /// What the engine does after a new configuration: report the sources left out, and start the frame loop under
    /// `loopToStart` (nil: none started, the old one goes on at its pace).
    struct Configured {
        var errors: [(stream: AgoraTranscodingVideoStream, error: AgoraVideoTranscoderError)] = []
        var loopToStart: SimScope.Token?
    }

    /// Takes `config` (the caller checked it has a source). An output size beyond the limit composes nothing: the
    /// transcoder stops and the first source is reported `.invalidLayout`. Otherwise each source that `readiness`
    /// refuses, or whose rectangle has no area or lies outside the output, is reported and left out.
    mutating func configure(_ config: AgoraLocalTranscoderConfiguration,
                            readiness: (AgoraTranscodingVideoStream) -> SimTranscoderSource) -> Configured {
        let size = config.videoOutputConfiguration.encodedSize
        guard SimLocalTranscoder.fitsLimit(width: size.width, height: size.height) else {
            running = nil
            return Configured(errors: config.videoInputStreams.prefix(1).map { ($0, .invalidLayout) })
        }
        var transcoder = SimLocalTranscoder(config: config)
        var outcome = Configured()
        let output = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        for (index, stream) in config.videoInputStreams.enumerated() {
            let source = readiness(stream)
            // A source that is there, in a rectangle with no area or wholly outside the picture, is a layout the
            // SDK cannot draw.
            let drawable = stream.rect.width > 0 && stream.rect.height > 0 && stream.rect.intersects(output)
            if let error = source.error ?? (drawable ? nil : .invalidLayout) {
                outcome.errors.append((stream, error))
                continue
            }
            if let image = source.image { transcoder.images[index] = image }
        }
        // The loop goes on at its pace unless the rate changed.
        if let running, running.frameRate == transcoder.frameRate {
            transcoder.loopScope = running.loopScope
        } else {
            outcome.loopToStart = transcoder.loopScope.token
        }
        running = transcoder
        return outcome
    }

    mutating func destroy() {
        running?.loopScope.cancel()
        running = nil
    }
}
