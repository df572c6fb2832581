/// Whether frames pushed to an external video source are raw pictures or already encoded.
public enum AgoraExternalVideoSourceType: Int, Sendable, CaseIterable {
    case videoFrame = 0
    case encodedVideoFrame = 1
}
