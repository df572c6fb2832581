/// What the local video transcoder composes (`startLocalVideoTranscoder(_:)`): its sources and the picture it
/// makes of them, whose `dimensions` and `frameRate` are the composed frame's size and rate.
public struct AgoraLocalTranscoderConfiguration: Sendable, Equatable {
    public var videoInputStreams: [AgoraTranscodingVideoStream] = []
    public var videoOutputConfiguration = AgoraVideoEncoderConfiguration()

    public init() {}
}
