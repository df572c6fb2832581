import Foundation

extension AgoraRtcEngineKit {
    /// Brings the local capture/publish state machines in line with the settings and returns the
    /// state-change callbacks (capturing → encoding, recording → encoding, … → stopped).
    func reconcileLocalMedia(_ s: inout SimEngineState) -> [SimCallback] {
        var callbacks: [SimCallback] = []
        let video: AgoraVideoLocalState = !s.capturesVideo ? .stopped : (s.publishesVideo ? .encoding : .capturing)
        if video != s.localVideoState {
            if s.localVideoState == .stopped {
                s.captureStartedAt = now
                s.firstLocalFrameReported = false
                startLocalRender(&s)
                if video == .encoding { callbacks.append(localVideoCallback(.capturing)) }
            }
            if video == .stopped { s.localRenderEpoch += 1 }
            callbacks.append(localVideoCallback(video))
            s.localVideoState = video
        }
        let recording = s.audioEnabled && s.isJoined && s.effectiveRole == .broadcaster
            && (s.session?.publishMicrophone ?? false)
        let audio: AgoraAudioLocalState = !recording ? .stopped : (s.localAudioMuted ? .recording : .encoding)
        if audio != s.localAudioState {
            if s.localAudioState == .stopped && audio == .encoding { callbacks.append(localAudioCallback(.recording)) }
            callbacks.append(localAudioCallback(audio))
            s.localAudioState = audio
        }
        return callbacks
    }

    private func localVideoCallback(_ state: AgoraVideoLocalState) -> SimCallback {
        .delegate("rtcEngine(_:localVideoStateChangedOf:reason:sourceType:)",
                  "state: .\(state), reason: .ok, sourceType: .camera") {
            $1.rtcEngine($0, localVideoStateChangedOf: state, reason: .ok, sourceType: .camera)
        }
    }

    private func localAudioCallback(_ state: AgoraAudioLocalState) -> SimCallback {
        .delegate("rtcEngine(_:localAudioStateChanged:reason:)", "state: .\(state), reason: .ok") {
            $1.rtcEngine($0, localAudioStateChanged: state, reason: .ok)
        }
    }

    /// (Re)starts the camera loop at the encoder frame rate; a newer epoch stops older loops.
    func startLocalRender(_ s: inout SimEngineState) {
        s.localRenderEpoch += 1
        scheduleLocalFrame(s.localRenderEpoch, delay: s.rng.double(0.08...0.2))
    }

    private func scheduleLocalFrame(_ renderEpoch: Int, delay: Double) {
        after(delay) { engine in
            let callbacks = engine.lock.locked { () -> [SimCallback] in
                guard engine.state.localRenderEpoch == renderEpoch, engine.state.capturesVideo else { return [] }
                engine.scheduleLocalFrame(renderEpoch, delay: 1 / Double(engine.state.encoder.frameRate.rawValue))
                return engine.captureLocalFrame(&engine.state)
            }
            engine.deliver(callbacks)
        }
    }

    private func captureLocalFrame(_ s: inout SimEngineState) -> [SimCallback] {
        if s.publishesVideo { s.encodedFrameCount += 1 }
        guard let canvas = s.localCanvas, let view = canvas.view else { return [] }
        let size = s.encoder.encodedSize
        let mirrored: Bool
        switch canvas.mirrorMode {
        case .auto: mirrored = s.cameraFront
        case .enabled: mirrored = true
        case .disabled: mirrored = false
        }
        var frame = SimFramePainter.paint(uid: s.session?.uid ?? 0, width: size.width, height: size.height,
                                          timestampMs: nowMs, mirrored: mirrored)
        filterCapturedFrame(s, &frame)
        view.render(frame)
        guard !s.firstLocalFrameReported else { return [] }
        s.firstLocalFrameReported = true
        let elapsed = Self.ms(now - s.captureStartedAt)
        let cgSize = CGSize(width: size.width, height: size.height)
        return [.delegate("rtcEngine(_:firstLocalVideoFrameWith:elapsed:sourceType:)",
                          "size: \(size.width)x\(size.height), elapsed: \(elapsed), sourceType: .camera") {
            $1.rtcEngine($0, firstLocalVideoFrameWith: cgSize, elapsed: elapsed, sourceType: .camera)
        }]
    }
}
