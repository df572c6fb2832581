/// One media recorder as the engine keeps it, from `createMediaRecorder(withInfo:)` to `destroy(_:)`.
struct SimRecorder: Sendable {
    let id: Int
    let object: AgoraMediaRecorder
    let info: AgoraRecorderStreamInfo
    /// Cancelled whenever a recording starts or ends, so only the current recording's timer acts.
    var tickScope = SimScope()
    var recording: SimRecording?
    /// Set when a recording ended in `.error`: like the SDK, `startRecording` returns -4 until `stopRecording`.
    var failed = false
}
