/// `AgoraMediaRecorderState`. The raw values are the SDK's; the Swift case names are a best guess from the
/// Objective-C constants (`…StateError`, `…StateStarted`, `…StateStopped`).
public enum AgoraMediaRecorderState: Int, Sendable {
    /// Recording failed; the reason says why. Call `stopRecording()` before starting again.
    case error = -1
    case started = 2
    case stopped = 3
}
