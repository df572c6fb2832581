import AgoraRtcSim

/// One user's box on the session screen: where its picture comes from (or a volume meter for audio-only users),
/// its stats and the lines the case adds.
public struct VideoTile: Equatable, Sendable {
    public var uid: UInt
    public let isLocal: Bool
    /// Nil for audio-only users and for tiles that show a placeholder only.
    public var surface: VideoSurface?
    public var audioOnly: Bool
    public var stats = TileStats()
    /// Latest volume, 0…255.
    public var volume = 0
    /// What an audio-only tile's meter measures, when not the user's volume report (e.g. the PCM a case pulled);
    /// shown in place of "AUDIO ONLY". Volume reports leave such a meter alone.
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
    /// A new tile goes before the first remote tile so marked with a higher uid, not last (VideoChat's grid).
    public var orderedByUid = false
    /// The title, for a view that belongs to no user (a media player's own view); nil: uid and local/remote.
    public var titleKey: String?
    /// The tile shows the screen being captured: a screen capture sees a placeholder there, not itself.
    public var showsCapturedScreen = false
    /// Set when a click on the picture means a point (see `TilePointControls`).
    public var pointControls: TilePointControls?
    /// Set when a click on the tile performs an action control (see `TileTapControl`).
    public var tapControl: TileTapControl?

    public init(uid: UInt, isLocal: Bool, surface: VideoSurface?, audioOnly: Bool) {
        self.uid = uid
        self.isLocal = isLocal
        self.surface = surface
        self.audioOnly = audioOnly
    }

    /// The picture to show: what the engine or the case last drew into the tile's view.
    public var latestFrame: AgoraSimVideoFrame? { surface?.latestFrame }

    /// The view the engine renders this user into, if any.
    public var view: AgoraVideoView? { if case .sdk(let view) = surface { view } else { nil } }

    /// The background colour (0xRRGGBBAA) of the canvas bound to the tile's view, shown where the picture does not
    /// cover the view; 0 (transparent, the SDK's default) without an SDK view.
    public var canvasColor: UInt32 { view?.backgroundColor ?? 0 }

    /// The view the case draws into itself, if any.
    public var appView: AppVideoView? { surface?.appView }
}
