import Foundation

// The local video transcoder: several local sources (the camera, a media player's video, an image) composed into one
// picture, which the app gets in `onTranscodedVideoFrame` and a local canvas with `sourceType .transCoded` shows. A
// source that cannot be composed is reported by `rtcEngine(_:didLocalVideoTranscoderErrorWithStream:errorCode:)`
// and left out; the rest are composed. See Simulation/Video/SimFrameCompositor for how.
extension AgoraRtcEngineKit {
    /// Starts composing (or, while composing, takes the new configuration). -2 without sources. An output size
    /// beyond 4096×2160 composes nothing: `.invalidLayout`, reported with the first source; a source whose rectangle
    /// has no area or lies outside the output is reported `.invalidLayout` and left out.
    @discardableResult
    public func startLocalVideoTranscoder(_ config: AgoraLocalTranscoderConfiguration) -> Int32 {
        api("startLocalVideoTranscoder(_:)", SimTraceText.transcoder(config)) { s in configureTranscoder(&s, config) }
    }

    /// A new configuration for the running transcoder; -8 when it is not running.
    @discardableResult
    public func updateLocalTranscoderConfiguration(_ config: AgoraLocalTranscoderConfiguration) -> Int32 {
        api("updateLocalTranscoderConfiguration(_:)", SimTraceText.transcoder(config)) { s in
            guard s.localTranscoder != nil else { return AgoraErrorCode.invalidState.returnCode }
            return configureTranscoder(&s, config)
        }
    }

    /// Stops composing; 0 also when it was not.
    @discardableResult
    public func stopLocalVideoTranscoder() -> Int32 {
        api("stopLocalVideoTranscoder()") { s in
            s.localTranscoder = nil
            return 0
        }
    }

    private func configureTranscoder(_ s: inout SimEngineState, _ config: AgoraLocalTranscoderConfiguration) -> Int32 {
        guard let first = config.videoInputStreams.first else { return AgoraErrorCode.invalidArgument.returnCode }
        let size = config.videoOutputConfiguration.encodedSize
        guard SimLocalTranscoder.fitsLimit(width: size.width, height: size.height) else {
            s.localTranscoder = nil
            post([transcoderError(first, .invalidLayout)], to: .main)
            return 0
        }
        let running = s.localTranscoder
        var transcoder = SimLocalTranscoder(config: config)
        var errors: [SimCallback] = []
        for (index, stream) in config.videoInputStreams.enumerated() {
            let source = transcoderSource(s, stream)
            // A source that is there, in a rectangle with no area or wholly outside the picture, is a layout the
            // SDK cannot draw.
            let output = CGRect(x: 0, y: 0, width: size.width, height: size.height)
            let drawable = stream.rect.width > 0 && stream.rect.height > 0 && stream.rect.intersects(output)
            if let error = source.error ?? (drawable ? nil : .invalidLayout) {
                errors.append(transcoderError(stream, error))
                continue
            }
            if let image = source.image { transcoder.images[index] = image }
        }
        // The loop goes on at its pace unless the rate changed.
        if let running, running.frameRate == transcoder.frameRate {
            transcoder.loopScope = running.loopScope
            s.localTranscoder = transcoder
        } else {
            s.localTranscoder = transcoder
            startFrameLoop(&s, .transcoder, render: transcoder.loopScope.token, due: now + 1 / Double(transcoder.frameRate))
        }
        post(errors, to: .main)
        return 0
    }

    /// Whether `stream`'s source can be composed now, with an image source's picture. The screen is ready once the
    /// user confirmed the system's sheet (before that, and without its pictures, it is not ready; composing picks it up
    /// when its frames come). Sources the simulation has no pictures of (a second camera, a custom track, a remote
    /// user) are not ready, as they would be on a device that has not started them.
    private func transcoderSource(_ s: SimEngineState, _ stream: AgoraTranscodingVideoStream)
        -> (error: AgoraVideoTranscoderError?, image: AgoraSimVideoFrame?) {
        switch stream.sourceType {
        case .camera:
            return (s.capturesVideo ? nil : .videoSourceNotReady, nil)
        case .mediaPlayer:
            return (s.players[Int32(truncatingIfNeeded: stream.mediaPlayerId)] == nil ? .videoSourceNotReady : nil, nil)
        case .rtcImagePng, .rtcImageJpeg, .rtcImageGif:
            guard let path = stream.imageUrl, !path.isEmpty, FileManager.default.fileExists(atPath: path) else {
                return (.invalidImagePath, nil)
            }
            // The simulation reads PNG only.
            guard stream.sourceType == .rtcImagePng, let image = SimStillImage.load(path) else {
                return (.unsupportImageFormat, nil)
            }
            let raster = SimFrameCompositor.rasterSize(width: image.width, height: image.height)
            return (nil, image.frame(width: image.width, height: image.height, lumaWidth: raster.width,
                                        lumaHeight: raster.height, timestampMs: 0, uid: 0))
        case .transCoded, .unknown:
            return (.invalidVideoSourceType, nil)
        case .screen:
            return (s.screen.isCapturingVideo ? nil : .videoSourceNotReady, nil)
        case .cameraSecondary, .screenSecondary, .custom, .remote:
            return (.videoSourceNotReady, nil)
        }
    }

    private func transcoderError(_ stream: AgoraTranscodingVideoStream, _ error: AgoraVideoTranscoderError) -> SimCallback {
        .delegate("rtcEngine(_:didLocalVideoTranscoderErrorWithStream:errorCode:)",
                  "stream: {sourceType: .\(stream.sourceType)}, errorCode: .\(error)") {
            $1.rtcEngine($0, didLocalVideoTranscoderErrorWithStream: stream, errorCode: error)
        }
    }
}
