/// Where in the local video pipeline a frame is taken (SDK 4.x iOS `AgoraVideoModulePosition`, the values of
/// `VIDEO_MODULE_POSITION`): a snapshot's position in `AgoraSnapshotConfig`.
public enum AgoraVideoModulePosition: UInt, Sendable, CaseIterable {
    /// After capture and the SDK's pre-processing (extensions, watermark): what `onCapture` sees.
    case postCapture = 1
    /// Before rendering: what the view shows (for the local user the preview, mirrored as the canvas says).
    case preRenderer = 2
    /// Before encoding: pre-processing and the encoder's own (its size and frame rate); the SDK's default.
    case preEncoder = 4
    /// Right after capture, before any pre-processing.
    case postCaptureOrigin = 8
}
