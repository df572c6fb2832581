/// The sound of a screen capture (`AgoraScreenCaptureParameters2.audioParams`), used only with `captureAudio`.
public struct AgoraScreenAudioParameters: Sendable, Equatable {
    /// 0 (mute) … 100 (as captured, the SDK's default).
    public var captureSignalVolume: Int = 100

    public init(captureSignalVolume: Int = 100) {
        self.captureSignalVolume = captureSignalVolume
    }
}
