/// The second camera (`AgoraVideoSourceType.cameraSecondary`): multi-camera mode (`enableMultiCamera`), its
/// capture (`startCameraCapture(.cameraSecondary, …)` until `stopCameraCapture(.cameraSecondary)`), the local
/// canvas that shows it and its own state machine, reported with `sourceType: .cameraSecondary`. The primary
/// camera's state lives beside it in `SimEngineState`; the two capture independently.
struct SimSecondaryCamera: Sendable {
    /// `enableMultiCamera(true, …)` until `enableMultiCamera(false, …)`.
    var multiCameraEnabled = false
    /// The second camera's configuration: on iOS it is `enableMultiCamera`'s config that counts (the docs: the one
    /// `startCameraCapture` gets "has no practical function" there).
    var config = AgoraCameraCapturerConfiguration(cameraDirection: .rear)
    var captureStarted = false
    /// The local canvas with `sourceType == .cameraSecondary`.
    var canvas: AgoraRtcVideoCanvas?
    var state: AgoraVideoLocalState = .stopped
    var captureStartedAt: Double = 0
    var firstFrameReported = false
    /// Stops the second camera's frame loop (a restarted loop runs under a new token).
    var renderScope = SimScope()
}
