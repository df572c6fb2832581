import AgoraRtcSim

// The app's views: the case creates a tile where the original adds a video view, and removes it where the
// original removes the view. Each is an event; the session reducer keeps the tiles.
extension BaseSession {
    /// A canvas for the local user (uid 0), backed by the local tile, which is always first. `showsCapturedScreen`:
    /// the tile shows a picture made of the captured screen (a composite), so the capture leaves it out.
    /// `placeholderKey` is what the tile says while it has no picture; `showsStats` false: a view the original
    /// built without the stats overlay (a media player's).
    public func localCanvas(renderMode: AgoraVideoRenderMode = .hidden, showsCapturedScreen: Bool = false,
                            placeholderKey: String? = nil, showsStats: Bool = true) -> AgoraRtcVideoCanvas {
        let view = context.frames.makeView()
        var tile = VideoTile(uid: 0, isLocal: true, surface: .sdk(view), audioOnly: false)
        tile.showsCapturedScreen = showsCapturedScreen
        tile.placeholderKey = placeholderKey
        tile.showsStats = showsStats
        emit(.tile(.local(tile)))
        return AgoraRtcVideoCanvas(uid: 0, view: view, renderMode: renderMode)
    }

    /// A local tile the app renders itself (no SDK canvas), e.g. the frames it pushes; `showsStats` false: a view
    /// the original built without the stats overlay.
    public func localAppTile(_ view: AppVideoView, showsStats: Bool = true) {
        context.frames.watch(view)
        var tile = VideoTile(uid: 0, isLocal: true, surface: .app(view), audioOnly: false)
        tile.showsStats = showsStats
        emit(.tile(.local(tile)))
    }

    /// A remote tile the app renders itself, without the SDK's stats overlay; `uid` says whose frames it shows
    /// (0 while nobody's). With `tapControl`, a click on the tile performs that control.
    public func remoteAppTile(_ view: AppVideoView, uid: UInt, placeholderKey: String, tapControl: TileTapControl? = nil) {
        context.frames.watch(view)
        var tile = VideoTile(uid: uid, isLocal: false, surface: .app(view), audioOnly: false)
        tile.placeholderKey = placeholderKey
        tile.tapControl = tapControl
        tile.showsStats = false
        emit(.tile(.remote(tile)))
    }

    /// Relabels the app-rendered tile showing `view`.
    public func setAppTileUid(_ view: AppVideoView, uid: UInt) {
        emit(.tile(.relabel(surface: .app(view), uid: uid)))
    }

    /// Removes the app-rendered tile showing `view`, whichever user it shows (ARKit's screens, which the user
    /// removes one by one).
    public func removeAppTile(_ view: AppVideoView) {
        emit(.tile(.removeSurface(.app(view))))
    }

    /// An audio-only local tile (a volume meter instead of video); `showsStats` false: the original's tile has no
    /// stats overlay.
    public func addLocalAudioTile(showsStats: Bool = true) {
        var tile = VideoTile(uid: 0, isLocal: true, surface: nil, audioOnly: true)
        tile.showsStats = showsStats
        emit(.tile(.local(tile)))
    }

    /// A local tile without video, e.g. for an audience member, who publishes nothing.
    public func localPlaceholderTile(_ key: String) {
        var tile = VideoTile(uid: 0, isLocal: true, surface: nil, audioOnly: false)
        tile.placeholderKey = key
        emit(.tile(.local(tile)))
    }

    /// A canvas for a remote user, backed by a new (or that user's existing) tile; `orderedByUid` places a new tile
    /// among the other such tiles by uid instead of last (a grid sorted by uid). `showsStats` false: a view the
    /// original built without the stats overlay.
    public func remoteCanvas(for uid: UInt, renderMode: AgoraVideoRenderMode = .hidden,
                             orderedByUid: Bool = false, showsStats: Bool = true) -> AgoraRtcVideoCanvas {
        let view = context.frames.makeView()
        var tile = VideoTile(uid: uid, isLocal: false, surface: .sdk(view), audioOnly: false)
        tile.orderedByUid = orderedByUid
        tile.showsStats = showsStats
        emit(.tile(.remote(tile)))
        return AgoraRtcVideoCanvas(uid: uid, view: view, renderMode: renderMode)
    }

    /// A canvas for a remote user of `channel` (one of several the session is in), backed by a tile titled with
    /// the channel and kept with the other tiles of `group`.
    public func remoteCanvas(for uid: UInt, channel: String, group: Int,
                             renderMode: AgoraVideoRenderMode = .hidden) -> AgoraRtcVideoCanvas {
        let view = context.frames.makeView()
        var tile = VideoTile(uid: uid, isLocal: false, surface: .sdk(view), audioOnly: false)
        tile.channel = channel
        tile.group = group
        emit(.tile(.remote(tile)))
        return AgoraRtcVideoCanvas(uid: uid, view: view, renderMode: renderMode)
    }

    /// A view the SDK renders into that belongs to no user (a media player's own, `setView`): a tile titled
    /// `titleKey`, without stats, after the local one; `placeholderKey` says what it shows while it has no picture.
    public func ownViewTile(titleKey: String, placeholderKey: String? = nil) -> AgoraVideoView {
        let view = context.frames.makeView()
        emitOwnTile(.sdk(view), titleKey: titleKey, placeholderKey: placeholderKey)
        return view
    }

    /// A view the app draws into itself that belongs to no user (a player outside the engine): a tile titled
    /// `titleKey`, without stats, after the local one.
    /// With `pointControls`, a click on its picture sets those two sliders to the point clicked.
    public func ownAppTile(_ view: AppVideoView, titleKey: String, pointControls: TilePointControls? = nil) {
        context.frames.watch(view)
        emitOwnTile(.app(view), titleKey: titleKey, pointControls: pointControls)
    }

    private func emitOwnTile(_ surface: VideoSurface, titleKey: String, pointControls: TilePointControls? = nil,
                             placeholderKey: String? = nil) {
        var tile = VideoTile(uid: 0, isLocal: false, surface: surface, audioOnly: false)
        tile.titleKey = titleKey
        tile.placeholderKey = placeholderKey
        tile.pointControls = pointControls
        tile.showsStats = false
        emit(.tile(.remote(tile)))
    }

    /// A view for the screen-capture canvas (`sourceType .screen`): a tile titled `titleKey`, without stats, after
    /// the local one, which the captured screen itself shows as a placeholder.
    public func screenCaptureTile(titleKey: String) -> AgoraVideoView {
        let view = context.frames.makeView()
        var tile = VideoTile(uid: 0, isLocal: false, surface: .sdk(view), audioOnly: false)
        tile.titleKey = titleKey
        tile.showsStats = false
        tile.showsCapturedScreen = true
        emit(.tile(.remote(tile)))
        return view
    }

    /// `orderedByUid`: among the other such tiles by uid, not last (a grid sorted by uid). `showsStats` false: the
    /// original's tile has no stats overlay.
    public func addRemoteAudioTile(_ uid: UInt, orderedByUid: Bool = false, showsStats: Bool = true) {
        var tile = VideoTile(uid: uid, isLocal: false, surface: nil, audioOnly: true)
        tile.orderedByUid = orderedByUid
        tile.showsStats = showsStats
        emit(.tile(.remote(tile)))
    }

    public func removeRemoteTile(_ uid: UInt) {
        emit(.tile(.removeRemote(uid: uid, channel: nil)))
    }

    /// Removes the tile of `uid` in `channel`, or with a nil uid, every remote tile of `channel`.
    public func removeRemoteTiles(uid: UInt? = nil, channel: String) {
        emit(.tile(.removeRemote(uid: uid, channel: channel)))
    }

    /// Changes what a tile shows besides the engine's figures: uid 0 is the local tile.
    public func updateTile(uid: UInt, channel: String? = nil, _ change: TileChange) {
        emit(.tile(.update(uid: uid, channel: channel, change)))
    }
}
