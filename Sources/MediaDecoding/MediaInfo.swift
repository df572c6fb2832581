/// What an open media file is: its container, length and streams.
public struct MediaInfo: Equatable, Sendable {
    /// FFmpeg's demuxer names, e.g. "mov,mp4,m4a,3gp,3g2,mj2".
    public let formatName: String
    /// nil for a live stream.
    public let durationMilliseconds: Int?
    /// Bits per second, 0 when unknown.
    public let bitRate: Int
    /// Every stream, by index (the SDK's `getStreamCount` and `getStreamBy(_:)`).
    public let streams: [MediaStreamInfo]
    /// The stream `nextVideoFrame` decodes, nil when there is none (a cover picture is not one).
    public let videoStream: Int?

    /// The information of `videoStream`, nil when there is none.
    public var videoStreamInfo: MediaStreamInfo? {
        videoStream.flatMap { index in streams.first { $0.index == index } }
    }
}
