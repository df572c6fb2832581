import Foundation

extension AgoraRtcEngineKit {
    /// What one transcoder tick composes, gathered under the lock; composing and the observer run without it.
    private struct TranscoderFramePlan {
        let layers: [SimFrameCompositor.Layer]
        let size: (width: Int, height: Int)
        let observer: SimFrameObserver?
        let publishing: Bool
    }

    /// One composed frame (the pacer's `loop` for the transcoder), at the output's frame rate while video is on:
    /// each source's current picture in its rectangle, bottom layer first, handed to the raw-data observer's
    /// `onTranscodedVideoFrame` (which may drop it) and then shown in a `.transCoded` local canvas. A source with no
    /// picture yet (a player still opening, the camera stopped) leaves its rectangle to the layers below.
    func transcoderFrameTick(_ loop: SimFramePacer.Loop) {
        let timestampMs = Self.ms(loop.due)
        let plan = lock.locked { () -> TranscoderFramePlan? in
            guard state.alive, let transcoder = state.video.transcoder.running, transcoder.loopScope.isCurrent(loop.render) else {
                return nil
            }
            state.video.pacer.resume(loop, interval: 1 / Double(transcoder.frameRate), now: now)
            let publishing = state.publishesTranscodedVideo(.main)
            guard state.video.enabled, publishing || state.video.rawObserver.registered != nil || state.video.transcoder.canvas?.view != nil
            else { return nil }
            let layers = transcoder.drawingOrder.compactMap { index -> SimFrameCompositor.Layer? in
                let stream = transcoder.config.videoInputStreams[index]
                guard let picture = transcoderPicture(state, stream, image: transcoder.images[index], timestampMs: timestampMs)
                else { return nil }
                return SimFrameCompositor.Layer(picture: picture, rect: stream.rect, alpha: stream.alpha)
            }
            return TranscoderFramePlan(layers: layers, size: transcoder.outputSize, observer: state.video.rawObserver.registered,
                                       publishing: publishing)
        }
        guard let plan else { return }
        var frame = SimFrameCompositor.compose(plan.layers, width: plan.size.width, height: plan.size.height,
                                               timestampMs: timestampMs)
        if let observer = plan.observer {
            guard let kept = observe(frame, observer, key: "onTranscodedVideoFrame", name: "onTranscodedVideoFrame(_:)",
                                     detail: "", { $0.onTranscodedVideoFrame($1) }) else { return }
            frame = kept
        }
        lock.locked {
            guard state.alive, state.video.transcoder.running?.loopScope.isCurrent(loop.render) == true else { return }
            if plan.publishing, state.publishesTranscodedVideo(.main) {
                state.video.camera.encodedFrameCount += 1
                state.video.lastEncodedFrame = frame
            }
            guard let canvas = state.video.transcoder.canvas, let view = canvas.view else { return }
            view.render(canvas.mirrorMode == .enabled ? frame.mirroredHorizontally() : frame)
        }
    }

    /// A source's picture now: the camera's (at its capture size, mirrored if the stream says so), the player's
    /// newest, or the image read when the configuration came. Nil when there is none.
    private func transcoderPicture(_ s: SimEngineState, _ stream: AgoraTranscodingVideoStream, image: AgoraSimVideoFrame?,
                                   timestampMs: Int) -> AgoraSimVideoFrame? {
        switch stream.sourceType {
        case .camera:
            guard s.capturesVideo else { return nil }
            var picture = capturedCameraPicture(s, timestampMs: timestampMs)
            // The camera's effects (virtual background, beauty…) run right after capture, before the transcoder.
            processCameraFrame(s, &picture)
            return stream.mirror ? picture.mirroredHorizontally() : picture
        case .mediaPlayer:
            return s.players[Int32(truncatingIfNeeded: stream.mediaPlayerId)]?.lastFrame
        case .screen:
            return s.screen.isCapturingVideo ? s.screen.lastFrame : nil
        default:
            return image
        }
    }

    /// The camera's picture at the size it captures (`AgoraCameraCapturerConfiguration.dimensions`), or at the
    /// encoder's when none was given.
    private func capturedCameraPicture(_ s: SimEngineState, timestampMs: Int) -> AgoraSimVideoFrame {
        cameraPicture(s, timestampMs: timestampMs, size: s.video.camera.settings.captureSize)
    }
}
