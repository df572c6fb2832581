/// The SDK's encoded frame types (VIDEO_FRAME_TYPE).
public enum AgoraVideoFrameType: Int, Sendable {
    case blankFrame = 0
    case keyFrame = 3
    case deltaFrame = 4
    case bFrame = 5
    case droppableFrame = 6
    case unknown = 7
}
