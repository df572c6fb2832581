/// The engine's spatial audio: `enableSpatialAudio` and what `AgoraLocalSpatialAudioKit` was told. Defaults are the
/// SDK's (receive range 20, at most 10 streams, 1 m per unit).
struct SimSpatialAudioState: Sendable {
    var enabled = false
    /// Between `sharedLocalSpatialAudio(with:)` and `AgoraLocalSpatialAudioKit.destroy()`.
    var kitActive = false
    var receiveRange = 20.0
    var maxReceiveCount = 10
    var distanceUnit = 1.0
    var listener = SimSpatialListener()
    var players: [Int32: SimSpatialSource] = [:]
    var remotes: [UInt: SimSpatialSource] = [:]
    var zones: [SimSpatialZone] = []
    var remotesMuted = false

    /// Sound goes through the model only with both the engine's switch and a kit.
    var renders: Bool { enabled && kitActive }

    static let maxReceiveCountLimit = 16

    func hearing(_ source: SimSpatialSource) -> SimSpatialHearing? {
        guard let position = source.position else { return nil }
        return SimSpatialModel.hear(source, at: position, by: listener, zones: zones, range: receiveRange, unit: distanceUnit)
    }

    /// What each remote user in `present` is heard with: users without a position are not heard (as after
    /// `removeRemotePosition`), and of those in range only the `maxReceiveCount` nearest are received.
    func remoteHearings(present: [UInt]) -> [UInt: SimSpatialHearing] {
        var heard: [UInt: SimSpatialHearing] = [:]
        for uid in present {
            guard let source = remotes[uid], let hearing = hearing(source) else { continue }
            heard[uid] = hearing
        }
        let received = heard.filter { $0.value.distance <= receiveRange }
            .sorted { ($0.value.distance, $0.key) < ($1.value.distance, $1.key) }
            .prefix(maxReceiveCount).map(\.key)
        for uid in heard.keys where remotesMuted || !received.contains(uid) {
            heard[uid] = heard[uid].map {
                SimSpatialHearing(azimuth: $0.azimuth, distance: $0.distance, gain: 0, attenuation: $0.attenuation,
                                  behindBarrier: $0.behindBarrier)
            }
        }
        return heard
    }
}
