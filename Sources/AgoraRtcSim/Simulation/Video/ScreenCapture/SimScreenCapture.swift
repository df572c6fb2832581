/// The screen capture's state machine and its bookkeeping: idle → (startScreenCapture) waiting for the user to
/// confirm the system's sheet → capturing → (stopScreenCapture, or the user stopping the broadcast from the system)
/// idle; a cancelled sheet goes back to idle. While capturing, the system may pause the broadcast (no frames) and
/// resume it.
struct SimScreenCapture: SimComponent {
    enum Phase: Sendable, Equatable {
        case idle
        case confirming
        case capturing
    }

    var phase = Phase.idle
    var parameters = AgoraScreenCaptureParameters2()
    var scenario = AgoraScreenScenarioType.video
    /// The local canvas with `sourceType == .screen`: shows what is captured.
    var canvas: AgoraRtcVideoCanvas?
    /// The frame loop of the current capture; cancelled when it stops or its rate changes.
    var loopScope = SimScope()
    /// The last rasterised picture and the screen generation it came from: an unchanged screen is not rasterised
    /// again.
    var lastGeneration: Int?
    var lastFrame: AgoraSimVideoFrame?
    /// Times the screen was rasterised (what the cost of sharing a still screen is measured by).
    var rasterisedCount = 0
    /// Frames captured and frames encoded for a connection that publishes the screen.
    var capturedFrameCount = 0
    var encodedFrameCount = 0
    var framesThisPeriod = 0
    /// `.encoding` was reported for this capture (the first frame that went out).
    var reportedEncoding = false
    /// The system paused the broadcast: the loop runs on but captures nothing.
    private(set) var paused = false
    /// Frames the uplink allows that were not sent yet (a quality-first encoder sends a frame per whole one).
    private var frameCredit = 0.0

    /// The scenario's documented preference when the uplink cannot carry everything: document and RDC keep each
    /// picture's quality and send fewer frames; gaming and video keep the frame rate and send smaller pictures.
    var prefersQuality: Bool { scenario == .document || scenario == .RDC }

    var isCapturingVideo: Bool { phase == .capturing && parameters.captureVideo }

    /// `captureAudio`: the device's own playback is captured with the screen.
    var isCapturingAudio: Bool { phase == .capturing && parameters.captureAudio }

    var frameRate: Int { max(1, min(60, parameters.videoParams.frameRate)) }

    var size: (width: Int, height: Int) {
        let dimensions = parameters.videoParams.dimensions
        return (max(2, Int(dimensions.width)), max(2, Int(dimensions.height)))
    }

    /// The size the encoder sends when the uplink carries `uplinkShare` of what the capture asks: smaller pictures
    /// (the same share of pixels) for a smoothness-first scenario, the captured size for a quality-first one.
    func encodedSize(uplinkShare: Double) -> (width: Int, height: Int) {
        let (width, height) = size
        guard !prefersQuality, uplinkShare < 1 else { return (width, height) }
        let scale = uplinkShare.squareRoot()
        return (max(2, Int((Double(width) * scale / 2).rounded()) * 2), max(2, Int((Double(height) * scale / 2).rounded()) * 2))
    }

    /// Whether the encoder sends the frame just captured: a smoothness-first scenario sends every frame, a
    /// quality-first one only the share of frames the uplink carries at full quality.
    mutating func encodesFrame(uplinkShare: Double) -> Bool {
        guard prefersQuality, uplinkShare < 1 else { return true }
        frameCredit += uplinkShare
        guard frameCredit >= 1 else { return false }
        frameCredit -= 1
        return true
    }

    /// The system paused the broadcast; false when it was not capturing or already paused.
    mutating func pause() -> Bool {
        guard phase == .capturing, !paused else { return false }
        paused = true
        return true
    }

    /// The system resumed the broadcast; false when it was not paused.
    mutating func resume() -> Bool {
        guard phase == .capturing, paused else { return false }
        paused = false
        return true
    }

    /// `startScreenCapture`: the system's sheet waits for the user.
    mutating func ask(_ parameters: AgoraScreenCaptureParameters2) {
        phase = .confirming
        self.parameters = parameters
    }

    /// The user confirmed the sheet: capturing. Returns the token of the frame loop to start.
    mutating func confirm() -> SimScope.Token {
        phase = .capturing
        return restartLoop()
    }

    /// New parameters for the capture asked for or running. Returns the token of the frame loop to start when a
    /// running capture's frame rate changed (nil: the loop goes on).
    mutating func update(_ parameters: AgoraScreenCaptureParameters2) -> SimScope.Token? {
        let oldRate = frameRate
        self.parameters = parameters
        return phase == .capturing && frameRate != oldRate ? restartLoop() : nil
    }

    /// The capture ends (stopped, or the sheet cancelled): the loop stops and the last picture is forgotten. Returns
    /// whether it was capturing (then the display is told nobody reads it any more).
    mutating func end() -> Bool {
        let wasCapturing = phase == .capturing
        phase = .idle
        paused = false
        frameCredit = 0
        loopScope.cancel()
        lastGeneration = nil
        lastFrame = nil
        reportedEncoding = false
        return wasCapturing
    }

    /// Stales the old loop's frames; the new loop runs under the returned token.
    private mutating func restartLoop() -> SimScope.Token {
        loopScope.cancel()
        return loopScope.token
    }

    /// The capture's frames stop.
    mutating func destroy() {
        loopScope.cancel()
    }
}
