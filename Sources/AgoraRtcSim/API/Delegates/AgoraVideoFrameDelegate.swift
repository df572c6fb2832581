/// The raw video data observer (`setVideoFrameDelegate(_:)`). The SDK asks for the preferences once, when the
/// delegate is set, then calls the frame methods on its own thread (never the main one) for every frame at
/// the observed positions. Returning false drops the frame at that position: it is not rendered or encoded.
/// Every method has a default: observe post-capture and pre-renderer frames as I420, read-only, keep them all.
public protocol AgoraVideoFrameDelegate: AnyObject, Sendable {
    /// A local frame right after capture (camera, or a pushed custom frame with `sourceType` `.custom`).
    func onCapture(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool
    /// A local frame right before it is encoded and sent.
    func onPreEncode(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool
    /// A remote user's decoded frame before it is rendered (whether or not a view is bound).
    func onRenderVideoFrame(_ videoFrame: AgoraOutputVideoFrame, uid: UInt, channelId: String) -> Bool
    /// Each picture the local video transcoder composes, at its output size and frame rate (whatever the observed
    /// positions); false drops it (a `.transCoded` canvas does not show it).
    func onTranscodedVideoFrame(_ videoFrame: AgoraOutputVideoFrame) -> Bool
    func getVideoFormatPreference() -> AgoraVideoFormat
    func getObservedFramePosition() -> AgoraVideoFramePosition
    func getVideoFrameProcessMode() -> AgoraVideoFrameProcessMode
    /// Whether frames should arrive already rotated upright. Not consulted: the simulation's frames always are.
    func getRotationApplied() -> Bool
    /// Whether local frames should arrive mirrored as the preview shows them. Not consulted: the simulation
    /// delivers them as captured (unmirrored).
    func getMirrorApplied() -> Bool
}

public extension AgoraVideoFrameDelegate {
    func onCapture(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool { true }
    func onPreEncode(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool { true }
    func onRenderVideoFrame(_ videoFrame: AgoraOutputVideoFrame, uid: UInt, channelId: String) -> Bool { true }
    func onTranscodedVideoFrame(_ videoFrame: AgoraOutputVideoFrame) -> Bool { true }
    func getVideoFormatPreference() -> AgoraVideoFormat { .I420 }
    func getObservedFramePosition() -> AgoraVideoFramePosition { [.postCapture, .preRenderer] }
    func getVideoFrameProcessMode() -> AgoraVideoFrameProcessMode { .readOnly }
    func getRotationApplied() -> Bool { false }
    func getMirrorApplied() -> Bool { false }
}
