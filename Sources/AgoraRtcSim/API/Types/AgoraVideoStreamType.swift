/// Which of a publisher's two streams a subscriber receives (`VIDEO_STREAM_TYPE` HIGH = 0, LOW = 1).
public enum AgoraVideoStreamType: Int, Sendable, CaseIterable {
    case high = 0
    case low = 1
}
