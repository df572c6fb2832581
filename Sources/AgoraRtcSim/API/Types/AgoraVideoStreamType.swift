/// Which of a publisher's streams a subscriber receives (`VIDEO_STREAM_TYPE`): HIGH = 0, LOW = 1, and the simulcast
/// layers LAYER_1 = 4 … LAYER_6 = 9 (each of lower quality than the one before).
public enum AgoraVideoStreamType: Int, Sendable, CaseIterable {
    case high = 0
    case low = 1
    case layer1 = 4
    case layer2 = 5
    case layer3 = 6
    case layer4 = 7
    case layer5 = 8
    case layer6 = 9
}
