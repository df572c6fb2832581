/// What the app says about one encoded frame it pushes (`pushExternalEncodedVideoFrame(_:info:videoTrackId:)`).
public struct AgoraEncodedVideoFrameInfo: Sendable, Equatable {
    public var codecType: AgoraVideoCodecType = .H264
    public var width = 0
    public var height = 0
    public var framesPerSecond = 0
    public var frameType: AgoraVideoFrameType = .blankFrame
    public var rotation = 0
    public var trackId = 0
    public var captureTimeMs: Int64 = 0
    public var decodeTimeMs: Int64 = 0
    public var uid: UInt = 0
    public var streamType: AgoraVideoStreamType = .high

    public init() {}
}
