import Testing
@testable import AgoraRtcSim

/// What another instance's user costs the engine in wake-ups (issue 34 item 16): the profile of a real peer showed
/// its cost was the threads woken, not the work, so the engine's timers are counted here on the virtual clock, where
/// each timer fired is what one wake-up of the engine's queue would be in real time.
@Suite struct CloudWakeUpTests {
    typealias HandCloud = CloudArrivalBatchTests.HandCloud

    /// Another instance's user who is there and sends nothing: what this engine spends is its sending alone.
    static let listener = AgoraSimPeerPresence(uid: 3003, isBroadcaster: true, publishesVideo: false, publishesAudio: false,
                                               width: 0, height: 0, fps: 15, joinedAtMs: 1, connectionId: 1)

    /// Timers fired over `seconds` after a second's settling, by a broadcaster with camera and microphone joined with
    /// `cloud` (none: no cloud at all), with `listener` there when `peer`; and the messages it sent meanwhile.
    static func wakeUps(cloud: HandCloud?, peer: Bool, seconds: Double = 2) -> (timers: Int, sent: [AgoraSimPeerMessage]) {
        let sim = SimHarness(remotes: 0) { settings in settings.cloud = cloud }
        defer { sim.destroy() }
        sim.joinAsBroadcaster(uid: 2002)
        if peer { cloud?.say(.presence(Self.listener)) }
        sim.advance(1)
        let (timers, sentBefore) = (sim.clock.firedTimerCount, cloud?.member.sent.count ?? 0)
        sim.advance(seconds)
        return (sim.clock.firedTimerCount - timers, Array((cloud?.member.sent ?? []).dropFirst(sentBefore)))
    }

    @Test func aCloudConnectionWithNobodyThereWakesOnlyForItsHeartbeatAndHealthCheck() {
        let without = Self.wakeUps(cloud: nil, peer: false)
        let alone = Self.wakeUps(cloud: HandCloud(), peer: false)
        // Over 2 s: two heartbeats and ten health checks (every 0.2 s). The pictures' loop runs on the camera's
        // frame ticks; a timer of its own would have added 30 (15 fps).
        #expect(alone.timers - without.timers == 12, "\(alone.timers) vs \(without.timers)")
    }

    @Test func sendingToAPeerWakesTheEngineOncePerSoundFrameAndNeverPerPicture() {
        let alone = Self.wakeUps(cloud: HandCloud(), peer: false)
        let withPeer = Self.wakeUps(cloud: HandCloud(), peer: true)
        let pictures = withPeer.sent.filter { if case .videoFrame = $0 { true } else { false } }.count
        let sound = withPeer.sent.filter { if case .audioFrame = $0 { true } else { false } }.count
        // 2 s at 15 fps and in 40 ms frames.
        #expect((29...31).contains(pictures), "\(pictures) pictures")
        #expect((49...51).contains(sound), "\(sound) sound frames")
        // One audio loop tick per sound frame (it makes four 10 ms blocks each), none for the pictures.
        #expect(withPeer.timers - alone.timers == sound, "\(withPeer.timers) vs \(alone.timers)")
    }
}
