/// The engine's spatial audio: `enableSpatialAudio` and what `AgoraLocalSpatialAudioKit` was told. Defaults are the
/// SDK's (receive range 20, at most 10 streams, 1 m per unit).
struct SimSpatialAudio: SimComponent {
    init(enabled: Bool = false) {
        self.enabled = enabled
    }

    private(set) var enabled = false
    /// Between `sharedLocalSpatialAudio(with:)` and `AgoraLocalSpatialAudioKit.destroy()`.
    private(set) var kitActive = false
    private(set) var receiveRange = 20.0
    private(set) var maxReceiveCount = 10
    private(set) var distanceUnit = 1.0
    private(set) var listener = SimSpatialListener()
    private(set) var players: [Int32: SimSpatialSource] = [:]
    private(set) var remotes: [UInt: SimSpatialSource] = [:]
    private(set) var zones: [SimSpatialZone] = []
    private(set) var remotesMuted = false
    /// The spatial renderer's low-pass memory per remote user heard through it.
    private var remoteFilters: [UInt: SimSpatialRender.Filter] = [:]

    /// Sound goes through the model only with both the engine's switch and a kit.
    var renders: Bool { enabled && kitActive }

    static let maxReceiveCountLimit = 16

    /// `enableSpatialAudio`.
    mutating func setEnabled(_ enabled: Bool) { self.enabled = enabled }

    /// `sharedLocalSpatialAudio(with:)` made the kit.
    mutating func kitCreated() { kitActive = true }

    /// The kit is released: every position, zone and limit is forgotten; the engine's switch stays.
    mutating func kitReleased() { self = Self(enabled: enabled) }

    mutating func setMaxReceiveCount(_ count: Int) { maxReceiveCount = count }
    mutating func setReceiveRange(_ range: Double) { receiveRange = range }
    mutating func setDistanceUnit(_ unit: Double) { distanceUnit = unit }
    mutating func setListener(_ listener: SimSpatialListener) { self.listener = listener }
    mutating func setZones(_ zones: [SimSpatialZone]) { self.zones = zones }
    mutating func muteRemotes(_ mute: Bool) { remotesMuted = mute }

    /// Changes media player `id` as a source (made with the defaults on first use).
    mutating func updatePlayer(_ id: Int32, _ change: (inout SimSpatialSource) -> Void) {
        var source = players[id] ?? SimSpatialSource()
        change(&source)
        players[id] = source
    }

    /// Changes remote user `uid` as a source (made with the defaults on first use).
    mutating func updateRemote(_ uid: UInt, _ change: (inout SimSpatialSource) -> Void) {
        var source = remotes[uid] ?? SimSpatialSource()
        change(&source)
        remotes[uid] = source
    }

    /// The user is no longer heard (until given a position again).
    mutating func removeRemotePosition(_ uid: UInt) { remotes[uid]?.position = nil }

    mutating func clearRemotePositions() {
        for uid in remotes.keys { remotes[uid]?.position = nil }
    }

    /// The remote users' 10 ms blocks (48 kHz stereo) mixed as the listener hears them: as they are unless the
    /// model renders; through it, each from its direction and distance (`remoteHearings`: a user without a position
    /// is not heard), with air absorption as a remote source's default.
    mutating func mixRemotes(_ remotes: [(uid: UInt, block: [Float])]) -> [Float] {
        var mix = SimPCM.silence()
        guard renders else {
            for remote in remotes { SimPCM.add(remote.block, into: &mix) }
            remoteFilters = [:]
            return mix
        }
        let heard = remoteHearings(present: remotes.map(\.uid))
        var filters: [UInt: SimSpatialRender.Filter] = [:]
        for remote in remotes {
            guard let hearing = heard[remote.uid], let source = self.remotes[remote.uid] else { continue }
            var filter = remoteFilters[remote.uid] ?? SimSpatialRender.Filter()
            SimPCM.add(SimSpatialRender.render(remote.block, hearing, airAbsorb: source.airAbsorb, blur: source.blur,
                                               filter: &filter), into: &mix)
            filters[remote.uid] = filter
        }
        remoteFilters = filters
        return mix
    }

    /// The spatial settings outlive channels; the engine's end drops them with it.
    mutating func destroy() { self = Self() }

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
