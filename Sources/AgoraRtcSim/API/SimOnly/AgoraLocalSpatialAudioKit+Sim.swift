// What the kit's renderer hears, for the app's map. Not part of the SDK's API.
extension AgoraLocalSpatialAudioKit {
    /// A playing media player's level at full playout volume (0…255): a mastered file plays loud.
    static let playerLevel = 200.0

    /// Every positioned media player and every remote user in the channel with a position, as heard now (empty
    /// when the kit is gone or spatial audio is off).
    public func simHeardSources() -> [AgoraSimSpatialSource] {
        guard isAlive, let engine else { return [] }
        return engine.lock.locked {
            let s = engine.state
            guard s.alive, s.localAudio.spatial.renders else { return [] }
            var sources: [AgoraSimSpatialSource] = []
            for id in s.localAudio.spatial.players.keys.sorted() {
                guard let source = s.localAudio.spatial.players[id], let heard = s.localAudio.spatial.hearing(source), let player = s.players[id] else { continue }
                let sending = player.state == .playing && !player.muted ? Self.playerLevel * Double(player.playoutVolume) / 100 : 0
                sources.append(Self.report(.mediaPlayer(Int(id)), heard, level: sending))
            }
            let present = s[.main].remotes.filter { s.isVisible($0) && $0.publishesAudio }.map(\.uid)
            let heard = s.localAudio.spatial.remoteHearings(present: present)
            for uid in present {
                guard let hearing = heard[uid] else { continue }
                let voice = SimSpeechEnvelope.scaled(SimSpeechEnvelope.level(voice: UInt64(uid), at: engine.now), volume: s.localAudio.playbackVolume)
                sources.append(Self.report(.remoteUser(uid), hearing, level: Double(voice)))
            }
            return sources
        }
    }

    private static func report(_ kind: AgoraSimSpatialSource.Kind, _ heard: SimSpatialHearing, level: Double) -> AgoraSimSpatialSource {
        AgoraSimSpatialSource(kind: kind, azimuth: heard.azimuth, distance: heard.distance, gain: heard.gain,
                              attenuation: heard.attenuation, behindBarrier: heard.behindBarrier,
                              level: min(255, Int((level * heard.gain).rounded())))
    }
}
