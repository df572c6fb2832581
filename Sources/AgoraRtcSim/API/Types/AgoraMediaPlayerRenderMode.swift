/// `AgoraMediaPlayerRenderMode`, for `AgoraRtcMediaPlayerProtocol.setRenderMode(_:)`: how the player's video fills
/// its view (the values of `AgoraVideoRenderMode`).
public enum AgoraMediaPlayerRenderMode: Int, Sendable, CaseIterable {
    case hidden = 1
    case fit = 2
}
