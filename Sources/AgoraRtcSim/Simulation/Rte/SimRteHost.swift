/// The host an RTE player finds in a channel: the simulation's first remote user there, when the settings put
/// any in channels (`remoteUserCount` > 0). Drawn from the seed and the channel name only, so the same channel
/// always has the same host, with the uid range, sizes and frame rates of the engine's own simulated hosts.
struct SimRteHost: Equatable, Sendable {
    let uid: UInt
    let width: Int
    let height: Int
    let fps: Int
    /// Seconds from joining the channel to the host's first picture.
    let firstFrameDelay: Double

    static func of(channel: String, settings: AgoraSimulationSettings) -> SimRteHost? {
        guard settings.remoteUserCount > 0 else { return nil }
        var rng = SimRandom(seed: SimRandom.hash(settings.seed, fnv1a(channel)))
        let uid = UInt(rng.int(10_000...99_999))
        let shape = rng.pick(AgoraRtcEngineKit.videoShapes)
        let fps = rng.pick([15, 15, 24, 30])
        return SimRteHost(uid: uid, width: shape.0, height: shape.1, fps: fps, firstFrameDelay: rng.double(0.35...0.7))
    }

    /// The player's own latency to join the channel, drawn the same way.
    static func joinLatency(channel: String, settings: AgoraSimulationSettings) -> Double {
        var rng = SimRandom(seed: SimRandom.hash(settings.seed ^ 0x7274_65, fnv1a(channel)))
        return rng.double(SimConnectionTimeline.rejoinLatency)
    }

    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
