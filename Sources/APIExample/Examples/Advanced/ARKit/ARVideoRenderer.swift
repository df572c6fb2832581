import AgoraRtcSim

/// The original's ARVideoRenderer: the video frame delegate that draws each remote user's I420 frames onto the AR
/// screen that user is assigned to (there, a Metal texture on the screen's node; here, the screen's app tile). No SDK
/// canvas is bound for remote users: the observer is their only renderer.
final class ARVideoRenderer: AgoraVideoFrameDelegate {
    /// Screen id → its view, which is tagged with the uid it shows (0: free). The SDK's thread reads it.
    private let views = Locked<[Int: PixelBufferRenderView]>([:])

    /// A new screen's view.
    func addScreen(_ screen: Int) -> PixelBufferRenderView {
        let view = PixelBufferRenderView()
        views.withLock { $0[screen] = view }
        return view
    }

    func removeScreen(_ screen: Int) {
        _ = views.withLock { $0.removeValue(forKey: screen) }
    }

    // MARK: AgoraVideoFrameDelegate (the SDK's thread)

    func getVideoFormatPreference() -> AgoraVideoFormat { .I420 }
    func getObservedFramePosition() -> AgoraVideoFramePosition { .preRenderer }
    func getVideoFrameProcessMode() -> AgoraVideoFrameProcessMode { .readOnly }
    func onCapture(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool { true }
    func onPreEncode(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool { true }

    /// A frame of a user without a screen is dropped here, as the original's renderer has no node for it.
    func onRenderVideoFrame(_ videoFrame: AgoraOutputVideoFrame, uid: UInt, channelId: String) -> Bool {
        let view = views.withLock { views in views.values.first { $0.uid == uid } }
        view?.render(videoFrame)
        return true
    }
}
