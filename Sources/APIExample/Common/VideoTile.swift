import AgoraRtcSim

/// One user's box on the session screen: the view the engine renders into, or a volume meter for audio-only users.
public struct VideoTile: Sendable {
    public var uid: UInt
    public let isLocal: Bool
    /// The engine draws this user's frames here (nil for audio-only users).
    public var view: AgoraVideoView?
    /// A view the case renders into itself instead of the SDK (custom rendering, pushed frames).
    public var appView: AppVideoView?
    public var audioOnly: Bool
    public var stats = TileStats()
    /// Latest volume report, 0…255.
    public var volume = 0
    /// What an audio-only tile's meter measures, when not the user's volume report (e.g. the PCM a case pulled);
    /// shown in place of "AUDIO ONLY".
    public var meterLabelKey: String?
    /// Shown instead of video when the user publishes none (e.g. an audience member's own tile).
    public var placeholderKey: String?
    /// The user account, when the user joined with one (`didUpdatedUserInfo` / `didRegisteredLocalUser`).
    public var account: String?
    /// False for a view the case renders itself without an overlay (CustomVideoRender's remote view).
    public var showsStats = true
    /// Lines the case adds above the stats (e.g. the voice effects in use, a filter's state).
    public var notes: [TileNote] = []
    /// The channel a remote user was seen in, when the case is in several (JoinMultiChannel); shown in the title.
    public var channel: String?
    /// Remote tiles stay ordered by this (stable within a group), so each channel's users sit together.
    public var group = 0

    public init(uid: UInt, isLocal: Bool, view: AgoraVideoView?, audioOnly: Bool) {
        self.uid = uid
        self.isLocal = isLocal
        self.view = view
        self.audioOnly = audioOnly
    }

    /// The picture to show: what the case drew itself, else what the SDK rendered.
    public var latestFrame: AgoraSimVideoFrame? { appView?.latestFrame ?? view?.latestFrame }
}
