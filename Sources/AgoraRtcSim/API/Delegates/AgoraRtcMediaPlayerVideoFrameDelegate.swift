/// `AgoraRtcMediaPlayerVideoFrameDelegate`, set with the player's `setVideoFrameDelegate(_:)` and weakly held: every
/// picture the player shows, as raw data, so the app can process it or push it as a custom video source. Called on
/// the engine's queue with no lock held, never after the player is destroyed. The SDK's pixel-buffer variant
/// (`didReceivePixelBuffer`) has no CVPixelBuffer to carry on Linux and is not offered.
public protocol AgoraRtcMediaPlayerVideoFrameDelegate: AnyObject, Sendable {
    /// One decoded picture as I420, at the player's decoding size (the stream's own, scaled to a long side of at
    /// most 320), `renderTimeMs` the engine's time it was shown at. Valid only during the call.
    func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didReceiveVideoFrame videoFrame: AgoraOutputVideoFrame)
}
