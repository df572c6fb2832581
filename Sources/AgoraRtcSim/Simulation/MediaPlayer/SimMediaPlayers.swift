/// The engine's media players by id, from `createMediaPlayer(with:)` until `destroyMediaPlayer(_:)`. Ids count up
/// from 1 for the engine's lifetime. Players outlive channels; destroying the engine closes every one's media.
struct SimMediaPlayers: SimComponent {
    private var byId: [Int32: SimPlayer] = [:]
    private var nextId: Int32 = 1

    subscript(id: Int32) -> SimPlayer? {
        get { byId[id] }
        set { byId[id] = newValue }
    }

    /// A new player for `engine`, reporting to `delegate`.
    mutating func create(engine: AgoraRtcEngineKit, delegate: (any AgoraRtcMediaPlayerDelegate)?) -> SimMediaPlayer {
        let id = nextId
        nextId += 1
        let player = SimMediaPlayer(engine: engine, id: id, delegate: delegate)
        byId[id] = SimPlayer(id: id, object: player)
        return player
    }

    /// `object`'s state, taken out of the engine (nil: another engine's player, or one already destroyed).
    mutating func remove(_ object: SimMediaPlayer) -> SimPlayer? {
        guard byId[object.id]?.object === object else { return nil }
        return byId.removeValue(forKey: object.id)
    }

    /// The engine is destroyed: every player's media is closed and nothing more is reported.
    mutating func destroy() {
        for id in byId.keys {
            guard var player = byId[id] else { continue }
            player.closeMedia()
            player.object.delegate = nil
        }
        byId = [:]
    }
}
