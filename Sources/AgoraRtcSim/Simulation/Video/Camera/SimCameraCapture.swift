/// The camera (`AgoraVideoSourceType.camera`): what the app set on it, its preview, its capture state machine
/// (stopped → capturing → encoding, reported with `sourceType: .camera`), and what is drawn into its pictures
/// (watermarks) or sent in their place (a still image source).
struct SimCameraCapture: SimComponent {
    /// The local canvas with `sourceType == .camera`.
    var canvas: AgoraRtcVideoCanvas?
    /// `startPreview` until `stopPreview`.
    var previewing = false
    /// The app is in the background (the SDK hears UIKit's notifications; here `simApplicationState`).
    var appInBackground = false
    /// The front camera (`switchCamera` flips it).
    var front = true
    /// The lens, stabilization and Center Stage the camera captures with.
    var settings = SimCameraState()
    /// `setLocalRenderTargetFps(.camera, …)`: the view draws at most this rate (nil: every frame).
    var renderTargetFps: Int?
    /// When the local view last got a frame (the render target rate skips frames in between).
    var renderedAt: Double?
    /// Stopped, capturing or encoding (the machine the second camera has too).
    private(set) var capture = SimCaptureState()
    var state: AgoraVideoLocalState { capture.state }
    /// Stops the camera loop (a restarted loop runs under a new token).
    var renderScope = SimScope()
    /// Camera frames the encoder took.
    var encodedFrameCount = 0
    /// addVideoWatermark: drawn into every sent frame, and into the preview where its options say so.
    var watermarks: [SimWatermark] = []
    /// enableVideoImageSource: the still picture sent instead of the camera, at its own frame rate.
    var imageSource: SimVideoImageSource?

    /// Takes `config`'s camera, lens and picture size; false (and nothing taken) when the chosen camera of `device`
    /// has no such lens.
    mutating func take(_ config: AgoraCameraCapturerConfiguration, on device: AgoraSimCameraDevice) -> Bool {
        guard device.has(config.cameraFocalLengthType, on: config.cameraDirection) else { return false }
        front = config.cameraDirection == .front
        settings.focalLength = config.cameraFocalLengthType
        settings.captureWidth = max(0, Int(config.dimensions.width.rounded()))
        settings.captureHeight = max(0, Int(config.dimensions.height.rounded()))
        return true
    }

    /// What the engine does after the state machine moved: report these states (in order), and (re)start the
    /// camera's frame loop when `startsLoop`.
    struct Transition {
        var reported: [AgoraVideoLocalState] = []
        var startsLoop = false
    }

    /// Moves the state machine to `target` (stopped, capturing, or encoding while a connection publishes the
    /// camera). A camera that starts gets a new frame loop, and one that goes straight to encoding reports capturing
    /// first.
    mutating func move(to target: AgoraVideoLocalState, now: Double) -> Transition {
        let move = capture.move(to: target, now: now)
        if !move.reported.isEmpty && target == .stopped {
            renderScope.cancel()
            // The next capture opens a new camera connection, whose stabilization starts off: why apps set it
            // again on every `.capturing`.
            settings.stabilization = .off
        }
        return Transition(reported: move.reported, startsLoop: move.started)
    }

    /// Whether a frame at `now` is drawn. With a render target rate, frames between two render times are encoded
    /// but not drawn; each render time follows the last by one target interval, so the drawn rate averages the
    /// target.
    mutating func takesRenderTime(now: Double) -> Bool {
        guard let target = renderTargetFps else { return true }
        let due = renderedAt.map { $0 + 1 / Double(target) } ?? now
        guard now + 1e-6 >= due else { return false }
        renderedAt = now - due > 1 / Double(target) ? now : due
        return true
    }

    /// A picture reached the view: the seconds since the capture started when it is the first one, else nil.
    mutating func firstFrameShown(now: Double) -> Double? {
        capture.firstFrameShown(now: now)
    }

    /// The watermarks drawn into a frame: all of them for what is sent, the preview-visible ones for the preview.
    func drawWatermarks(into frame: inout AgoraSimVideoFrame, preview: Bool) {
        for watermark in watermarks where !preview || watermark.options.visibleInPreview {
            watermark.draw(into: &frame)
        }
    }

    /// Frames already scheduled for the camera's loop are dropped.
    mutating func destroy() {
        renderScope.cancel()
    }
}
