/// The numbers a tile's stats overlay shows (the original's StatisticsInfo), fed by the engine's callbacks —
/// the local tile's too, which the original never fed.
public struct TileStats: Equatable, Sendable {
    public var width = 0
    public var height = 0
    public var frameRate = 0
    public var videoBitrate = 0
    public var audioBitrate = 0
    public var videoLoss = 0
    public var audioLoss = 0
    public var lastmileDelay = 0
    public var cpuApp = 0.0
    public var cpuTotal = 0.0
    /// Remote audio quality as the SDK rates it (AgoraNetworkQuality raw value).
    public var audioQuality = 0
    public var delay = 0
    public var firstFrameTime = 0
    public var join2Success = 0
    public var hasVideoStats = false
    public var hasAudioStats = false

    public init() {}
}
