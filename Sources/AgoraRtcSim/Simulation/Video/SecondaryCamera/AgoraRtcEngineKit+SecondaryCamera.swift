import Foundation

// The second camera's state machine and frame loop. It captures on its own (its own loop, its own
// `localVideoStateChanged(…, sourceType: .cameraSecondary)`), encodes while a connection publishes it, and shows
// in the `.cameraSecondary` local canvas. The raw-data observer and watermarks are modelled for the primary
// camera only.
extension AgoraRtcEngineKit {
    /// `startCameraCapture(.cameraSecondary, …)` (`on`) or `stopCameraCapture(.cameraSecondary)`: -4 until
    /// multi-camera mode is on (there is no second camera to start or stop).
    func captureSecondaryCamera(_ on: Bool, _ s: inout SimEngineState) -> Int32 {
        guard s.video.secondaryCamera.setCapturing(on) else { return AgoraErrorCode.notSupported.returnCode }
        post(reconcileLocalMedia(&s), to: .main)
        return 0
    }

    /// Brings the second camera's state in line: stopped, capturing, or encoding while a connection publishes it.
    /// `publishing`: some connection publishes it (`SimEngineState.anyLinkPublishesSecondaryCamera`); only the
    /// video (the camera, its frame loop) changes.
    func reconcileSecondaryCamera(_ video: inout SimVideo, publishing: Bool, alive: Bool,
                                  _ rng: inout SimRandom) -> [SimCallback] {
        let target: AgoraVideoLocalState = !video.capturesSecondaryCamera ? .stopped : (publishing ? .encoding : .capturing)
        let transition = video.secondaryCamera.move(to: target, now: now)
        if let loop = transition.loopToStart {
            let due = now + rng.double(0.08...0.2)
            startFrameLoop(&video.pacer, alive: alive, .secondaryCamera, render: loop, due: due)
        }
        return transition.reported.map { localVideoCallback($0, sourceType: .cameraSecondary) }
    }

    /// One frame of the second camera (the pacer's loop for it), at the encoder's frame rate.
    func secondaryFrameTick(_ loop: SimFramePacer.Loop) {
        let timestampMs = Self.ms(loop.due)
        let callbacks = lock.locked { () -> [SimCallback] in
            guard state.alive, state.video.secondaryCamera.renderScope.isCurrent(loop.render), state.capturesSecondaryCamera
            else { return [] }
            state.video.pacer.resume(loop, interval: 1 / Double(state.video.encoder.frameRate.rawValue), now: now)
            // Painted only for a view.
            let picture = state.video.secondaryCamera.canvas?.view == nil ? nil
                : secondaryCameraPicture(state, timestampMs: timestampMs)
            return renderSecondaryFrame(&state.video.secondaryCamera, picture)
        }
        deliver(callbacks)
    }

    /// Shows `picture` (nil when there is no view) in the second camera's view; the first one shown is reported.
    private func renderSecondaryFrame(_ camera: inout SimSecondaryCamera, _ picture: AgoraSimVideoFrame?) -> [SimCallback] {
        guard let canvas = camera.canvas, let view = canvas.view, let picture else { return [] }
        view.render(camera.mirrors(canvas) ? picture.mirroredHorizontally() : picture)
        guard let elapsedSeconds = camera.firstFrameShown(now: now) else { return [] }
        let elapsed = Self.ms(elapsedSeconds)
        let size = CGSize(width: picture.width, height: picture.height)
        return [.delegate("rtcEngine(_:firstLocalVideoFrameWith:elapsed:sourceType:)",
                          "size: \(picture.width)x\(picture.height), elapsed: \(elapsed), sourceType: .cameraSecondary") {
            $1.rtcEngine($0, firstLocalVideoFrameWith: size, elapsed: elapsed, sourceType: .cameraSecondary)
        }]
    }

    /// What the second camera captures at `timestampMs`, at its configured size (zero follows the encoder). It
    /// looks the other way, at another scene: the painter's picture for another key (its own gradient, texture,
    /// tint and path of the disc) in negative, a bright room with a dark disc, so it never passes for the front
    /// camera's picture.
    func secondaryCameraPicture(_ s: SimEngineState, timestampMs: Int) -> AgoraSimVideoFrame {
        let config = s.video.secondaryCamera.config
        let configured = (width: Int(config.dimensions.width.rounded()), height: Int(config.dimensions.height.rounded()))
        let size = configured.width > 0 && configured.height > 0 ? configured : s.video.encoder.encodedSize
        let mainUid = s[.main].session?.uid ?? 0
        var frame = SimFramePainter.paint(uid: mainUid &+ Self.secondarySceneOffset, width: size.width,
                                          height: size.height, timestampMs: timestampMs, mirrored: false)
        frame.luma = frame.luma.map { 255 - $0 }
        frame.uid = s.linkIndices.first { s.publishesSecondaryCamera($0) }.flatMap { s[$0].session?.uid } ?? mainUid
        return frame
    }

    /// Moves the painter's key to another gradient direction (key % 8) and texture (key % 4).
    private static let secondarySceneOffset: UInt = 5
}
