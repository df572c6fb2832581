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

    /// Some player plays sound now (the audio pipeline then runs to mix it).
    var playsAudio: Bool { byId.values.contains { $0.state == .playing && $0.media?.hasAudio == true } }

    /// Mixes 10 ms of every playing player's sound at engine time `time`: into `played` at its playout volume
    /// (through the spatial renderer when `spatial` renders and the player has a position), into `sent` at its
    /// publish volume when it is `sentOnMain` (the player the main connection publishes). A muted player gives
    /// nothing. Returns each playing player's block at its publish volume, for the other connections that
    /// publish it.
    mutating func mixAudio(at time: Double, spatial: SimSpatialAudio, sentOnMain: Int32?, sent: inout [Float],
                           played: inout [Float]) -> [Int32: [Float]] {
        var published: [Int32: [Float]] = [:]
        for id in byId.keys.sorted() {
            guard var player = byId[id], let media = player.media, media.hasAudio,
                  let frame = player.audioFrame(at: time) else { continue }
            guard let block = media.decoder.takeAudio(from: frame, frames: SimPCM.mixFrames), !player.muted else { continue }
            let placed = spatial.renders ? spatial.players[id].flatMap { source in spatial.hearing(source).map { (source, $0) } } : nil
            if let (source, hearing) = placed {
                let heard = SimSpatialRender.render(block, hearing, airAbsorb: source.airAbsorb, blur: source.blur,
                                                    filter: &player.spatialFilter)
                SimPCM.add(heard, into: &played, gain: Float(player.playoutVolume) / 100)
                byId[id] = player
            } else {
                SimPCM.add(block, into: &played, gain: Float(player.playoutVolume) / 100)
            }
            var out = SimPCM.silence()
            SimPCM.add(block, into: &out, gain: Float(player.publishVolume) / 100)
            if sentOnMain == id { SimPCM.add(out, into: &sent) }
            published[id] = out
        }
        return published
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
