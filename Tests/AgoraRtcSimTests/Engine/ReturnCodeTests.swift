import Testing
@testable import AgoraRtcSim

@Suite struct ReturnCodeTests {
    private func join(_ sim: SimHarness, _ channel: String, uid: UInt = 0) -> Int32 {
        sim.engine.joinChannel(byToken: nil, channelId: channel, uid: uid, mediaOptions: .init(), joinSuccess: nil)
    }

    @Test func channelNameAndUidRules() {
        let sim = SimHarness(remotes: 0)
        #expect(join(sim, "") == -5, "AgoraBase.h: an empty channel name is refused")
        #expect(sim.engine.preloadChannel(byToken: nil, channelId: "", uid: 0) == -5)
        #expect(join(sim, "bad/name") == -102)
        #expect(join(sim, "频道") == -102)
        #expect(join(sim, String(repeating: "a", count: 64)) == -102)
        #expect(join(sim, "demo", uid: UInt(UInt32.max) + 1) == -121)
        #expect(sim.engine.getConnectionState() == .disconnected)
        #expect(join(sim, String(repeating: "a", count: 63)) == 0)
    }

    @Test func allowedPunctuationAndSpaceAreAccepted() {
        let sim = SimHarness(remotes: 0)
        #expect(join(sim, "Room 1!#$%&()+-:;<=.>?@[]^_{}|~,", uid: UInt(UInt32.max)) == 0)
    }

    @Test func joiningTwiceIsRejected() {
        let sim = SimHarness(remotes: 0)
        #expect(join(sim, "demo") == 0)
        #expect(join(sim, "demo") == -17)
        sim.advance(1)
        #expect(join(sim, "other") == -17)
    }

    @Test func joinIsRejectedInFailedUntilLeave() {
        let sim = SimHarness(remotes: 0, certificate: "0123456789abcdef0123456789abcdef")
        #expect(join(sim, "demo") == 0)
        sim.advance(1)
        #expect(sim.engine.getConnectionState() == .failed)
        #expect(join(sim, "demo") == -17)
        #expect(sim.engine.leaveChannel(nil) == 0)
        #expect(sim.engine.getConnectionState() == .disconnected)
        #expect(join(sim, "demo") == 0)
    }

    @Test func renewTokenCodes() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.renewToken("t") == -8, "not in a channel (the simulation's choice)")
        #expect(join(sim, "demo") == 0)
        #expect(sim.engine.renewToken("") == -2)
        #expect(sim.engine.renewToken("t") == 0, "while connecting the token is still replaceable")
        sim.advance(1)
        #expect(sim.engine.renewToken("t2") == 0)
        sim.destroy()
        #expect(sim.engine.renewToken("t3") == -7)
    }

    @Test func leaveAndUpdateOutsideAChannel() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.leaveChannel(nil) == 0, "the docs: callable whether or not in a call; nothing is reported")
        #expect(sim.engine.updateChannel(with: .init()) == -8)
        sim.advance(1)
        #expect(sim.recorder.events.isEmpty)
    }

    /// The docs list only -2/-7: in a channel the call succeeds, the channel keeps its profile, the next join uses it.
    @Test func setChannelProfileInAChannelAppliesFromTheNextJoin() {
        let sim = SimHarness(remotes: 0)
        #expect(join(sim, "demo") == 0)
        sim.advance(1)
        #expect(sim.engine.setChannelProfile(.communication) == 0)
        #expect(sim.engine.lock.locked { sim.engine.state.channelProfile } == .liveBroadcasting, "not while in the channel")
        #expect(sim.engine.leaveChannel(nil) == 0)
        sim.advance(0.5)
        #expect(sim.engine.lock.locked { sim.engine.state.channelProfile } == .communication)
        #expect(sim.engine.setChannelProfile(.liveBroadcasting) == 0)
        #expect(sim.engine.lock.locked { sim.engine.state.channelProfile } == .liveBroadcasting, "before joining: at once")
    }

    @Test func volumeRanges() {
        let engine = SimHarness(remotes: 0).engine
        #expect(engine.adjustRecordingSignalVolume(-1) == -2)
        #expect(engine.adjustRecordingSignalVolume(401) == -2)
        #expect(engine.adjustRecordingSignalVolume(400) == 0)
        #expect(engine.adjustPlaybackSignalVolume(0) == 0)
        #expect(engine.adjustPlaybackSignalVolume(500) == -2)
        #expect(engine.setInEarMonitoringVolume(100) == 0)
        #expect(engine.setInEarMonitoringVolume(101) == -2)
        #expect(engine.enableAudioVolumeIndication(200, smooth: 11, reportVad: true) == -2)
    }

    @Test func everythingReturnsMinusSevenAfterDestroy() {
        let sim = SimHarness(remotes: 0)
        sim.destroy()
        let engine = sim.engine
        #expect(join(sim, "demo") == -7)
        #expect(engine.enableVideo() == -7)
        #expect(engine.leaveChannel(nil) == -7)
        #expect(engine.setClientRole(.broadcaster) == -7)
        #expect(engine.adjustRecordingSignalVolume(100) == -7)
        #expect(engine.startPreview() == -7)
        #expect(engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: 5, view: AgoraVideoView())) == -7)
        #expect(engine.updateChannel(with: .init()) == -7)
        #expect(engine.preloadChannel(byToken: nil, channelId: "demo", uid: 0) == -7)
        #expect(engine.renewToken("t") == -7)
        #expect(engine.registerLocalUserAccount("a", appId: "x") == -7)
        #expect(engine.simDropNetwork(for: 1) == -7)
        #expect(!engine.isAlive)
    }
}
