import Foundation

extension AgoraRtcEngineKit {
    /// Brings the local capture/publish state machines in line with the settings and returns the
    /// state-change callbacks (capturing → encoding, recording → encoding, … → stopped). The camera and the
    /// microphone are the engine's: they encode while any connection publishes them.
    func reconcileLocalMedia(_ s: inout SimEngineState) -> [SimCallback] {
        reconcilePlayerPublishing(&s.links, published: s.playerVideoPublication)
        reconcilePeers(&s)
        var callbacks: [SimCallback] = []
        let video: AgoraVideoLocalState = !s.capturesVideo ? .stopped : (s.anyLinkPublishesVideo ? .encoding : .capturing)
        let transition = s.video.camera.move(to: video, now: now)
        if transition.startsLoop { startLocalRender(&s.video, alive: s.alive, &s.rng) }
        // Stopped by the system rather than the app: the SDK reports the capture as failed, app in background.
        let held = s.wantsCameraCapture && s.cameraHeldInBackground
        callbacks += transition.reported.map {
            held && $0 == .stopped ? localVideoCallback(.failed, reason: .captureInBackground) : localVideoCallback($0)
        }
        callbacks += reconcileSecondaryCamera(&s.video, publishing: s.anyLinkPublishesSecondaryCamera, alive: s.alive,
                                             &s.rng)
        let publishing = s.linkIndices.contains { s.recordsMicrophone($0) }
        // A connection left with stopMicrophoneRecording false: the microphone records on, publishing nothing.
        callbacks += s.localAudio.reconcileMicrophone(publishing: publishing)
        return callbacks
    }

    func localVideoCallback(_ state: AgoraVideoLocalState, reason: AgoraLocalVideoStreamReason = .ok,
                            sourceType: AgoraVideoSourceType = .camera) -> SimCallback {
        .delegate("rtcEngine(_:localVideoStateChangedOf:reason:sourceType:)",
                  "state: .\(state), reason: .\(reason), sourceType: .\(sourceType)") {
            $1.rtcEngine($0, localVideoStateChangedOf: state, reason: reason, sourceType: sourceType)
        }
    }

    /// (Re)starts the camera loop at the encoder frame rate, stopping any older loop.
    func startLocalRender(_ video: inout SimVideo, alive: Bool, _ rng: inout SimRandom) {
        video.camera.renderScope.cancel()
        let due = now + rng.double(0.08...0.2)
        startFrameLoop(&video.pacer, alive: alive, .camera, render: video.camera.renderScope.token, due: due)
    }

    /// What one camera tick needs once the lock is released.
    private struct LocalFramePlan {
        let frame: AgoraSimVideoFrame
        let publishing: Bool
        let capture: SimFrameObserver?
        let preEncode: SimFrameObserver?
    }

    /// One camera frame (the pacer's `loop` for the camera): painted, shown to the raw-data observer (which may
    /// change or drop it), then rendered into the local view and counted by the encoder; a frame that is sent
    /// carries the app's metadata, if any.
    func localFrameTick(_ loop: SimFramePacer.Loop) {
        let render = loop.render
        // Stamped with when it was due, not when the pacer got to it.
        let timestampMs = Self.ms(loop.due)
        var metadataSource: (any AgoraMediaMetadataDataSource)?
        var sent = false
        let plan = lock.locked { () -> LocalFramePlan? in
            guard state.video.camera.renderScope.isCurrent(render), state.capturesVideo else { return nil }
            state.video.pacer.resume(loop, interval: 1 / Double(state.localFrameRate), now: now)
            // Video metadata is modelled for the main connection only.
            metadataSource = state.publishesVideo(.main) ? state.services.metadata.dataSource : nil
            let plan = planLocalFrame(state, timestampMs: timestampMs)
            // Nobody needs the pixels (no view, no observer): only the encoder counts the frame.
            if plan == nil, state.anyLinkPublishesVideo { state.video.camera.encodedFrameCount += 1 }
            sent = plan == nil && state.publishesVideo(.main)
            return plan
        }
        // Metadata goes out only with frames that are sent; the data source is app code, so no lock is held.
        defer { if sent, let metadataSource { sendMetadata(from: metadataSource, timestampMs: timestampMs) } }
        guard let plan else { return }
        // The face capture extension reads the face off the frame, for its observer and the frame's metaInfo.
        let face = captureFaceInfo(timestampMs: timestampMs)
        let result = observeLocal(plan.frame, sourceType: .camera, capture: plan.capture, preEncode: plan.preEncode,
                                  metaInfo: face.map { [SimFaceCapture.metaInfoKey: $0] } ?? [:])
        sent = plan.publishing && result.encoded != nil
        guard let shown = result.shown else { return }
        let callbacks = lock.locked { () -> [SimCallback] in
            guard state.alive, state.video.camera.renderScope.isCurrent(render) else { return [] }
            // A connection that publishes the composed picture sends it instead (the transcoder's tick).
            if plan.publishing, !state.publishesTranscodedVideo(.main), var encoded = result.encoded {
                // Watermarks go into what is sent, after the app's observers.
                state.video.camera.drawWatermarks(into: &encoded, preview: false)
                state.video.camera.encodedFrameCount += 1
                state.video.lastEncodedFrame = encoded
            }
            // The view shows the preview's picture at its render rate.
            guard let canvas = state.video.camera.canvas, let view = canvas.view,
                  state.video.camera.takesRenderTime(now: now) else { return [] }
            view.render(previewPicture(state, canvas, shown))
            return firstLocalFrameShown(&state.video.camera, shown)
        }
        deliver(callbacks)
    }

    /// Nil when nobody needs the pixels (no view, no observer).
    private func planLocalFrame(_ s: borrowing SimEngineState, timestampMs: Int) -> LocalFramePlan? {
        let publishing = s.anyLinkPublishesVideo
        let capture = s.observer(at: .postCapture)
        let preEncode = publishing ? s.observer(at: .preEncoder) : nil
        guard s.video.camera.canvas?.view != nil || capture != nil || preEncode != nil else { return nil }
        var frame = localPicture(s, timestampMs: timestampMs)
        // The built-in processing runs right after capture: the observers, the view and the encoder all see it.
        processCameraFrame(s, &frame)
        return LocalFramePlan(frame: frame, publishing: publishing, capture: capture, preEncode: preEncode)
    }

    /// The local view showed `frame`: the first time, that is reported.
    private func firstLocalFrameShown(_ camera: inout SimCameraCapture, _ frame: AgoraSimVideoFrame) -> [SimCallback] {
        guard let elapsedSeconds = camera.firstFrameShown(now: now) else { return [] }
        let elapsed = Self.ms(elapsedSeconds)
        let size = (width: frame.width, height: frame.height)
        let cgSize = CGSize(width: size.width, height: size.height)
        return [.delegate("rtcEngine(_:firstLocalVideoFrameWith:elapsed:sourceType:)",
                          "size: \(size.width)x\(size.height), elapsed: \(elapsed), sourceType: .camera") {
            $1.rtcEngine($0, firstLocalVideoFrameWith: cgSize, elapsed: elapsed, sourceType: .camera)
        }]
    }

    /// A local frame as the preview shows it (and a pre-renderer snapshot takes it): mirrored as the canvas says,
    /// processed by the loaded extensions, with the watermarks that are visible in the preview.
    func previewPicture(_ s: SimEngineState, _ canvas: AgoraRtcVideoCanvas, _ frame: AgoraSimVideoFrame) -> AgoraSimVideoFrame {
        let mirrored: Bool
        switch canvas.mirrorMode {
        // Only the front camera's picture is mirrored by default; a still image is not.
        case .auto: mirrored = s.video.camera.front && s.video.camera.imageSource == nil
        case .enabled: mirrored = true
        case .disabled: mirrored = false
        }
        var shown = mirrored ? frame.mirroredHorizontally() : frame
        // A loaded extension (SimpleFilter) processes what the camera captured before it is shown.
        filterCapturedFrame(s, &shown)
        // Watermarks are drawn unmirrored, where the options put them, as they are in the sent video.
        s.video.camera.drawWatermarks(into: &shown, preview: true)
        return shown
    }
}
