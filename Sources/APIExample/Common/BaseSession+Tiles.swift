import AgoraRtcSim

extension BaseSession {
    /// A canvas for the local user (uid 0), backed by the local tile, which is always first.
    public func localCanvas(renderMode: AgoraVideoRenderMode = .hidden) -> AgoraRtcVideoCanvas {
        let view = AgoraVideoView()
        let tile = VideoTile(uid: status.localUid, isLocal: true, view: view, audioOnly: false)
        if let index = tiles.firstIndex(where: \.isLocal) { tiles[index] = tile } else { tiles.insert(tile, at: 0) }
        changed()
        return canvas(uid: 0, view: view, renderMode: renderMode)
    }

    /// A local tile the app renders itself (no SDK canvas), e.g. the frames it pushes.
    public func localAppTile(_ view: AppVideoView) {
        var tile = VideoTile(uid: status.localUid, isLocal: true, view: nil, audioOnly: false)
        tile.appView = view
        if let index = tiles.firstIndex(where: \.isLocal) { tiles[index] = tile } else { tiles.insert(tile, at: 0) }
        changed()
    }

    /// A remote tile the app renders itself, without the SDK's stats overlay; `uid` says whose frames it shows
    /// (0 while nobody's).
    public func remoteAppTile(_ view: AppVideoView, uid: UInt, placeholderKey: String) {
        var tile = VideoTile(uid: uid, isLocal: false, view: nil, audioOnly: false)
        tile.appView = view
        tile.placeholderKey = placeholderKey
        tile.showsStats = false
        tiles.removeAll { $0.appView === view }
        tiles.append(tile)
        changed()
    }

    /// Relabels the app-rendered tile showing `view`.
    public func setAppTileUid(_ view: AppVideoView, uid: UInt) {
        guard let index = tiles.firstIndex(where: { $0.appView === view }) else { return }
        tiles[index].uid = uid
        changed()
    }

    /// An audio-only local tile (a volume meter instead of video).
    public func addLocalAudioTile() {
        guard !tiles.contains(where: \.isLocal) else { return }
        tiles.insert(VideoTile(uid: status.localUid, isLocal: true, view: nil, audioOnly: true), at: 0)
        changed()
    }

    /// A local tile without video, e.g. for an audience member, who publishes nothing.
    public func localPlaceholderTile(_ key: String) {
        var tile = VideoTile(uid: status.localUid, isLocal: true, view: nil, audioOnly: false)
        tile.placeholderKey = key
        if let index = tiles.firstIndex(where: \.isLocal) { tiles[index] = tile } else { tiles.insert(tile, at: 0) }
        changed()
    }

    /// A canvas for a remote user, backed by a new (or that user's existing) tile.
    public func remoteCanvas(for uid: UInt, renderMode: AgoraVideoRenderMode = .hidden) -> AgoraRtcVideoCanvas {
        let view = AgoraVideoView()
        upsertRemoteTile(VideoTile(uid: uid, isLocal: false, view: view, audioOnly: false))
        return canvas(uid: uid, view: view, renderMode: renderMode)
    }

    public func addRemoteAudioTile(_ uid: UInt) {
        upsertRemoteTile(VideoTile(uid: uid, isLocal: false, view: nil, audioOnly: true))
    }

    public func removeRemoteTile(_ uid: UInt) {
        tiles.removeAll { !$0.isLocal && $0.uid == uid }
        changed()
    }

    private func upsertRemoteTile(_ tile: VideoTile) {
        if let index = tiles.firstIndex(where: { !$0.isLocal && $0.uid == tile.uid }) {
            tiles[index] = tile
        } else {
            tiles.append(tile)
        }
        changed()
    }

    private func canvas(uid: UInt, view: AgoraVideoView, renderMode: AgoraVideoRenderMode) -> AgoraRtcVideoCanvas {
        AgoraRtcVideoCanvas(uid: uid, view: view, renderMode: renderMode)
    }

    func updateTile(uid: UInt, _ update: (inout VideoTile) -> Void) {
        let isLocal = uid == 0 || uid == status.localUid
        guard let index = tiles.firstIndex(where: { isLocal ? $0.isLocal : (!$0.isLocal && $0.uid == uid) }) else { return }
        update(&tiles[index])
        changed()
    }

}
