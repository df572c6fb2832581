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

    /// A canvas for a remote user of `channel` (one of several the session is in), backed by a tile titled with
    /// the channel and kept with the other tiles of `group`.
    public func remoteCanvas(for uid: UInt, channel: String, group: Int,
                             renderMode: AgoraVideoRenderMode = .hidden) -> AgoraRtcVideoCanvas {
        let view = AgoraVideoView()
        var tile = VideoTile(uid: uid, isLocal: false, view: view, audioOnly: false)
        tile.channel = channel
        tile.group = group
        if let index = tiles.firstIndex(where: { !$0.isLocal && $0.uid == uid && $0.channel == channel }) {
            tiles[index] = tile
        } else {
            // After the last tile of the same or an earlier group.
            let index = tiles.lastIndex { $0.isLocal || $0.group <= group }.map { $0 + 1 } ?? tiles.count
            tiles.insert(tile, at: index)
        }
        changed()
        return canvas(uid: uid, view: view, renderMode: renderMode)
    }

    /// Removes the tile of `uid` in `channel`, or with a nil uid, every remote tile of `channel`.
    public func removeRemoteTiles(uid: UInt? = nil, channel: String) {
        tiles.removeAll { !$0.isLocal && $0.channel == channel && (uid == nil || $0.uid == uid) }
        changed()
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

    /// The local tile (uid 0 or the local uid), or the remote tile of `uid` (in `channel`, when given).
    func updateTile(uid: UInt, channel: String? = nil, _ update: (inout VideoTile) -> Void) {
        let isLocal = uid == 0 || uid == status.localUid
        guard let index = tiles.firstIndex(where: {
            isLocal ? $0.isLocal : (!$0.isLocal && $0.uid == uid && (channel == nil || $0.channel == channel))
        }) else { return }
        update(&tiles[index])
        changed()
    }

}
