/// The engine's own video: whether video is on, how it is encoded, and the local sources that feed it (the camera,
/// the second camera, the local transcoder), the raw-data observer that watches them and the one pacer that drives
/// every video frame loop (the local sources' and each remote user's). The screen capture and the app's custom
/// video sit beside it in `SimEngineState`; they publish on their own.
struct SimVideo: SimComponent {
    /// `enableVideo` until `disableVideo`.
    var enabled = false
    var encoder = AgoraVideoEncoderConfiguration()
    /// `muteLocalVideoStream`: the camera, the composed picture and custom tracks stop going out.
    var muted = false
    var scenario: AgoraApplicationScenarioType = .applicationGeneralScenario
    /// `enableInstantMediaRendering`.
    var instantRendering = false
    /// The local canvas with `sourceType == .mediaPlayer`: shows that player's pictures.
    var mediaPlayerCanvas: AgoraRtcVideoCanvas?
    /// The camera: its capture state machine, its view and the encoder's count of its frames.
    var camera = SimCameraCapture()
    /// The second camera of multi-camera capture.
    var secondaryCamera = SimSecondaryCamera()
    /// The local video transcoder and the canvas that shows its picture.
    var transcoder = SimTranscodedVideo()
    /// The raw video data observer (`setVideoFrameDelegate`).
    var rawObserver = SimRawVideoObserver()
    /// Drives the camera's and every remote user's frame loop from one clock timer.
    var pacer = SimFramePacer()
    /// The last local frame that went to the encoder, camera or custom: what remote users would decode.
    var lastEncodedFrame: AgoraSimVideoFrame?

    /// enableInstantMediaRendering, or the live-show video scenario, which the SDK documents as turning it on.
    var rendersInstantly: Bool { instantRendering || scenario == .applicationLiveShowScenario }

    /// The rate of the local video loop: the image source's while it is on, else the encoder's.
    var localFrameRate: Int { camera.imageSource?.fps ?? encoder.frameRate.rawValue }

    /// The second camera captures: multi-camera on, its capture started, video enabled.
    var capturesSecondaryCamera: Bool { enabled && secondaryCamera.capturing }

    /// Every frame loop ends: the camera's scope is stale and the pacer holds no loop.
    mutating func destroy() {
        camera.destroy()
        secondaryCamera.destroy()
        transcoder.destroy()
        rawObserver.destroy()
        pacer = SimFramePacer()
    }
}
