/// `AgoraRtcMediaStreamInfo`: one stream of the open media, from `AgoraRtcMediaPlayerProtocol.getStreamBy(_:)`.
/// Figures the container does not state are 0.
public struct AgoraRtcMediaStreamInfo: Sendable, Equatable {
    public var streamIndex: Int
    public var streamType: AgoraMediaStreamType
    /// The decoder's name: "h264", "aac", "mp3"…
    public var codecName: String
    /// ISO 639 code, nil when the container has none.
    public var language: String?
    public var videoFrameRate: Int
    /// Bits per second.
    public var videoBitRate: Int
    public var videoWidth: Int
    public var videoHeight: Int
    /// Degrees.
    public var videoRotation: Int
    public var audioSampleRate: Int
    public var audioChannels: Int
    public var audioBitsPerSample: Int
    /// Milliseconds.
    public var duration: Int

    public init(streamIndex: Int = 0, streamType: AgoraMediaStreamType = .unknown, codecName: String = "",
                language: String? = nil, videoFrameRate: Int = 0, videoBitRate: Int = 0, videoWidth: Int = 0,
                videoHeight: Int = 0, videoRotation: Int = 0, audioSampleRate: Int = 0, audioChannels: Int = 0,
                audioBitsPerSample: Int = 0, duration: Int = 0) {
        self.streamIndex = streamIndex
        self.streamType = streamType
        self.codecName = codecName
        self.language = language
        self.videoFrameRate = videoFrameRate
        self.videoBitRate = videoBitRate
        self.videoWidth = videoWidth
        self.videoHeight = videoHeight
        self.videoRotation = videoRotation
        self.audioSampleRate = audioSampleRate
        self.audioChannels = audioChannels
        self.audioBitsPerSample = audioBitsPerSample
        self.duration = duration
    }
}
