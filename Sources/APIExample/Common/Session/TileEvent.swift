/// A change to the session's tiles: the app's views, which the case creates and removes as the original adds and
/// removes its video views.
public enum TileEvent: Sendable {
    /// The local user's tile, replacing any earlier one (always first).
    case local(VideoTile)
    /// A remote user's tile, replacing the one of the same uid (and channel).
    case remote(VideoTile)
    /// The remote tile of `uid` in `channel`; nil matches any.
    case removeRemote(uid: UInt?, channel: String?)
    /// A change to one tile: uid 0 (or the local uid) is the local tile.
    case update(uid: UInt, channel: String?, TileChange)
    /// The app-rendered tile showing `surface` now shows `uid`'s frames.
    case relabel(surface: VideoSurface, uid: UInt)
    /// The app-rendered tile showing `surface` is gone (a view the app removed, whoever it showed).
    case removeSurface(VideoSurface)
}

/// What a case changes on a tile besides the engine's stats.
public enum TileChange: Sendable, Equatable {
    /// Lines above the stats.
    case notes([TileNote])
    /// The meter measures what the case says (e.g. the PCM it pulled), not the volume reports.
    case meter(labelKey: String)
    case volume(Int)
    /// Shown instead of video (nil: the usual "waiting for video").
    case placeholder(String?)
    case account(String)
}
