/// `AgoraMediaSource`: what `AgoraRtcMediaPlayerProtocol.open(with:)` opens and how. The SDK's custom-source read
/// and seek blocks are not simulated.
public struct AgoraMediaSource: Sendable, Equatable {
    /// A local path, a `file://` URL or a network URL.
    public var url: String?
    /// Used as the cache key in the SDK; not read by the simulation.
    public var uri: String?
    /// Where playback starts, in milliseconds.
    public var startPos: UInt
    /// Play as soon as the open completes (the SDK's default).
    public var autoPlay: Bool
    public var enableCache: Bool
    /// Lets `selectMultiAudioTrack(_:publishTrackIndex:)` pick different tracks for playout and publishing.
    public var enableMultiAudioTrack: Bool
    /// Media Broadcast service sources; no different here.
    public var isAgoraSource: Bool
    public var isLiveSource: Bool

    public init(url: String? = nil, uri: String? = nil, startPos: UInt = 0, autoPlay: Bool = true,
                enableCache: Bool = false, enableMultiAudioTrack: Bool = false, isAgoraSource: Bool = false,
                isLiveSource: Bool = false) {
        self.url = url
        self.uri = uri
        self.startPos = startPos
        self.autoPlay = autoPlay
        self.enableCache = enableCache
        self.enableMultiAudioTrack = enableMultiAudioTrack
        self.isAgoraSource = isAgoraSource
        self.isLiveSource = isLiveSource
    }
}
