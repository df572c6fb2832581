/// What `startScreenCapture(_:)` / `updateScreenCapture(_:)` capture of the screen: its pictures, its sound, or both.
public struct AgoraScreenCaptureParameters2: Sendable, Equatable {
    /// The system's sound (off by default).
    public var captureAudio = false
    public var audioParams = AgoraScreenAudioParameters()
    /// The screen's pictures (on by default).
    public var captureVideo = true
    public var videoParams = AgoraScreenVideoParameters()

    public init() {}
}
