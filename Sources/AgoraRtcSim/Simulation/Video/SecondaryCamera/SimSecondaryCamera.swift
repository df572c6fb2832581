/// The second camera (`AgoraVideoSourceType.cameraSecondary`): multi-camera mode (`enableMultiCamera`), its
/// capture (`startCameraCapture(.cameraSecondary, …)` until `stopCameraCapture(.cameraSecondary)`), the local
/// canvas that shows it and its own state machine, reported with `sourceType: .cameraSecondary`. The primary
/// camera's state lives beside it in `SimVideo`; the two capture independently.
struct SimSecondaryCamera: SimComponent {
    /// `enableMultiCamera(true, …)` until `enableMultiCamera(false, …)`.
    var multiCameraEnabled = false
    /// The second camera's configuration: on iOS it is `enableMultiCamera`'s config that counts (the docs: the one
    /// `startCameraCapture` gets "has no practical function" there).
    var config = AgoraCameraCapturerConfiguration(cameraDirection: .rear)
    var captureStarted = false
    /// The local canvas with `sourceType == .cameraSecondary`.
    var canvas: AgoraRtcVideoCanvas?
    /// Stopped, capturing or encoding (the machine the camera has too).
    private(set) var capture = SimCaptureState()
    var state: AgoraVideoLocalState { capture.state }
    /// Stops the second camera's frame loop (a restarted loop runs under a new token).
    var renderScope = SimScope()

    /// Multi-camera on and its capture started (video must be on too: see `SimVideo.capturesSecondaryCamera`).
    var capturing: Bool { multiCameraEnabled && captureStarted }

    /// `enableMultiCamera(true, config)`: the second camera will capture with `config`.
    mutating func enable(with config: AgoraCameraCapturerConfiguration) {
        self.config = config
        multiCameraEnabled = true
    }

    /// `enableMultiCamera(false, …)`: the second camera stops too.
    mutating func disable() {
        captureStarted = false
        multiCameraEnabled = false
    }

    /// `startCameraCapture(.cameraSecondary, …)` or `stopCameraCapture(.cameraSecondary)`; false (nothing changes)
    /// while multi-camera mode is off.
    mutating func setCapturing(_ on: Bool) -> Bool {
        guard multiCameraEnabled else { return false }
        captureStarted = on
        return true
    }

    /// `setupLocalVideo` with `sourceType == .cameraSecondary`: the canvas (nil without a view) and the view it
    /// no longer renders into, if any.
    mutating func bind(_ newCanvas: AgoraRtcVideoCanvas?) -> AgoraVideoView? {
        let old = canvas?.view
        canvas = newCanvas?.view == nil ? nil : newCanvas
        guard let old, old !== newCanvas?.view else { return nil }
        return old
    }

    /// What the engine does after the state machine moved: report these states (in order), and start the frame
    /// loop under `loopToStart`, if any.
    struct Transition {
        var reported: [AgoraVideoLocalState] = []
        var loopToStart: SimScope.Token?
    }

    /// Moves the state machine to `target` (stopped, capturing, or encoding while a connection publishes it). A
    /// camera that starts gets a new frame loop; one that goes straight to encoding reports capturing first.
    mutating func move(to target: AgoraVideoLocalState, now: Double) -> Transition {
        let move = capture.move(to: target, now: now)
        var transition = Transition(reported: move.reported)
        if move.started {
            renderScope.cancel()
            transition.loopToStart = renderScope.token
        }
        if !move.reported.isEmpty && target == .stopped { renderScope.cancel() }
        return transition
    }

    /// Whether the view mirrors the picture: `.auto` mirrors the front camera only.
    func mirrors(_ canvas: AgoraRtcVideoCanvas) -> Bool {
        switch canvas.mirrorMode {
        case .auto: config.cameraDirection == .front
        case .enabled: true
        case .disabled: false
        }
    }

    /// A picture reached the view: the seconds since the capture started when it is the first one, else nil.
    mutating func firstFrameShown(now: Double) -> Double? {
        capture.firstFrameShown(now: now)
    }

    mutating func destroy() {
        renderScope.cancel()
    }
}
