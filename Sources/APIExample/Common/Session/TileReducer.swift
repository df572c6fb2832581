/// The tiles the case creates and removes, and what it changes on them.
enum TileReducer {
    static func reduce(_ state: inout SessionState, _ event: TileEvent) {
        switch event {
        case .local(var tile):
            tile.uid = state.status.localUid
            if let index = state.tiles.firstIndex(where: \.isLocal) { state.tiles[index] = tile } else { state.tiles.insert(tile, at: 0) }
        case .remote(let tile):
            upsertRemote(&state, tile)
        case .removeRemote(let uid, let channel):
            state.tiles.removeAll { !$0.isLocal && (uid == nil || $0.uid == uid) && (channel == nil || $0.channel == channel) }
        case .update(let uid, let channel, let change):
            StatsReducer.update(&state, uid: uid, channel: channel) { apply(change, to: &$0) }
        case .relabel(let surface, let uid):
            guard let index = state.tiles.firstIndex(where: { $0.surface == surface }) else { return }
            state.tiles[index].uid = uid
        case .removeSurface(let surface):
            state.tiles.removeAll { $0.surface == surface }
        }
    }

    private static func apply(_ change: TileChange, to tile: inout VideoTile) {
        switch change {
        case .notes(let notes): tile.notes = notes
        case .meter(let key): tile.meterLabelKey = key
        case .volume(let level): tile.volume = level
        case .placeholder(let key): tile.placeholderKey = key
        case .account(let account): tile.account = account
        }
    }

    private static func upsertRemote(_ state: inout SessionState, _ tile: VideoTile) {
        if let surface = tile.surface, surface.appView != nil { state.tiles.removeAll { $0.surface == surface } }
        // App views showing nobody yet (uid 0) are each their own tile: PictureInPicture's free views.
        let showsNobody = tile.surface?.appView != nil && tile.uid == 0
        if !showsNobody, let index = state.tiles.firstIndex(where: { !$0.isLocal && $0.uid == tile.uid && $0.channel == tile.channel }) {
            state.tiles[index] = tile
        } else if tile.channel != nil {
            // After the last tile of the same or an earlier group, so each channel's users sit together.
            let index = state.tiles.lastIndex { $0.isLocal || $0.group <= tile.group }.map { $0 + 1 } ?? state.tiles.count
            state.tiles.insert(tile, at: index)
        } else if tile.orderedByUid,
                  let index = state.tiles.firstIndex(where: { !$0.isLocal && $0.orderedByUid && $0.uid > tile.uid }) {
            state.tiles.insert(tile, at: index)
        } else {
            state.tiles.append(tile)
        }
    }
}
