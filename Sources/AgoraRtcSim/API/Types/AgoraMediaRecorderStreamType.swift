/// `AgoraMediaRecorderStreamType`: which tracks of the stream are recorded.
public enum AgoraMediaRecorderStreamType: Int, Sendable {
    case audio = 1
    case video = 2
    case both = 3

    public var includesAudio: Bool { self != .video }
    public var includesVideo: Bool { self != .audio }
}
