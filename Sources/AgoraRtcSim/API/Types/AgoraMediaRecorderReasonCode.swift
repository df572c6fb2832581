/// `AgoraMediaRecorderReasonCode`: why the recording state changed.
public enum AgoraMediaRecorderReasonCode: Int, Sendable {
    case none = 0
    /// The recording could not be written (the directory does not exist or is not writable, the disk is full…).
    case writeFailed = 1
    /// No stream to record, or the stream was interrupted for more than 5 s.
    case noStream = 2
    /// `maxDurationMs` was reached.
    case overMaxDuration = 3
    /// The stream's configuration changed (the video resolution) while recording.
    case configChanged = 4
}
