extension AgoraRtcEngineKit {
    /// One captured screen frame (the pacer's `loop` for the screen), at the capture's frame rate: the display is
    /// asked for the screen and, only when it changed since the last frame, rasterised; the picture is shown in a
    /// `.screen` local canvas and counted by the encoder of the main connection when it publishes the screen, which
    /// fits the uplink as the scenario prefers (`SimScreenCapture.encodesFrame`, `encodedSize`). A paused broadcast
    /// captures nothing.
    func screenFrameTick(_ loop: SimFramePacer.Loop) {
        let timestampMs = Self.ms(loop.due)
        let known = lock.locked { () -> (generation: Int?, frame: AgoraSimVideoFrame?)? in
            guard state.alive, state.screen.phase == .capturing, state.screen.loopScope.isCurrent(loop.render) else { return nil }
            state.video.pacer.resume(loop, interval: 1 / Double(state.screen.frameRate), now: now)
            guard state.screen.parameters.captureVideo, !state.screen.paused else { return nil }
            return (state.screen.lastGeneration, state.screen.lastFrame)
        }
        guard let known else { return }
        // The display is app code: asked, and rasterised, with the lock released.
        let image = settings.screen?.currentScreen()
        let (width, height) = lock.locked { state.screen.size }
        var frame: AgoraSimVideoFrame
        var rasterised = false
        if let last = known.frame, let image, image.generation == known.generation, last.width == width, last.height == height {
            frame = last
        } else if let image {
            frame = SimScreenRasterizer.frame(image, width: width, height: height, timestampMs: timestampMs, uid: 0)
            rasterised = true
        } else {
            frame = known.frame ?? SimScreenRasterizer.black(width: width, height: height, timestampMs: timestampMs, uid: 0)
        }
        frame.timestampMs = timestampMs
        let callbacks = lock.locked { () -> [SimCallback] in
            guard state.alive, state.screen.phase == .capturing, state.screen.loopScope.isCurrent(loop.render) else { return [] }
            frame.uid = state[.main].session?.uid ?? 0
            if rasterised {
                state.screen.rasterisedCount += 1
                state.screen.lastGeneration = image?.generation
            }
            state.screen.lastFrame = frame
            state.screen.capturedFrameCount += 1
            if let canvas = state.screen.canvas, let view = canvas.view {
                view.render(canvas.mirrorMode == .enabled ? frame.mirroredHorizontally() : frame)
            }
            guard state.publishesScreenVideo(.main), state.screen.encodesFrame(uplinkShare: network.uplinkShare) else { return [] }
            state.screen.encodedFrameCount += 1
            state.screen.framesThisPeriod += 1
            let encoded = state.screen.encodedSize(uplinkShare: network.uplinkShare)
            var sent = frame
            (sent.width, sent.height) = (encoded.width, encoded.height)
            state.video.lastEncodedFrame = sent
            guard !state.screen.reportedEncoding else { return [] }
            state.screen.reportedEncoding = true
            return [screenStateCallback(.encoding, .ok)]
        }
        deliver(callbacks)
    }
}
