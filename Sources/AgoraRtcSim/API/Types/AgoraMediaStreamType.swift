/// `AgoraMediaStreamType`: what kind of stream an `AgoraRtcMediaStreamInfo` describes.
public enum AgoraMediaStreamType: Int, Sendable, CaseIterable {
    case unknown = 0
    case video = 1
    case audio = 2
    case subtitle = 3
}
