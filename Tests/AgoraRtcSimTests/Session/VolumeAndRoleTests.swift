import Testing
@testable import AgoraRtcSim

@Suite struct VolumeIndicationTests {
    @Test func reportsLocalAndRemoteEveryInterval() {
        let sim = SimHarness(remotes: 4)
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: true)
        sim.joinAsBroadcaster(video: false)
        sim.advance(3)
        let before = sim.recorder.count("volume")
        sim.advance(2)
        #expect(sim.recorder.count("volume") - before == 20, "one local and one remote report every 200 ms")
        let reports = sim.recorder.volumeReports
        let local = reports.filter { $0.count == 1 && $0[0].uid == 0 }
        #expect(local.count >= 20)
        let remote = reports.suffix(10).filter { $0.first?.uid != 0 }
        #expect(remote.allSatisfy { $0.count <= 3 }, "only the three loudest remote speakers")
        #expect(reports.flatMap { $0 }.allSatisfy { (0...255).contains($0.volume) })
        #expect(local.contains { $0[0].volume > 0 })
    }

    @Test func recordingVolumeZeroSilencesTheLocalReport() {
        let sim = SimHarness(remotes: 1)
        sim.engine.enableAudioVolumeIndication(100, smooth: 3, reportVad: false)
        sim.engine.adjustRecordingSignalVolume(0)
        sim.joinAsBroadcaster(video: false)
        sim.advance(5)
        let local = sim.recorder.volumeReports.filter { $0.first?.uid == 0 }
        #expect(local.count >= 40)
        #expect(local.allSatisfy { $0[0].volume == 0 })
        let remote = sim.recorder.volumeReports.filter { $0.first.map { $0.uid != 0 } ?? false }
        #expect(remote.contains { $0[0].volume > 0 }, "remote speakers are unaffected")
    }

    @Test func disablingStopsReports() {
        let sim = SimHarness(remotes: 1)
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        sim.joinAsBroadcaster(video: false)
        sim.advance(1)
        sim.engine.enableAudioVolumeIndication(0, smooth: 3, reportVad: false)
        let count = sim.recorder.count("volume")
        sim.advance(3)
        #expect(count > 0)
        #expect(sim.recorder.count("volume") == count)
    }
}

@Suite struct RoleTests {
    @Test func audiencePublishesNothing() {
        let sim = SimHarness(remotes: 1)
        sim.engine.setClientRole(.audience)
        sim.engine.enableVideo()
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .audience
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: options, joinSuccess: nil)
        sim.advance(6)
        #expect(sim.recorder.count("localVideoStats") == 0)
        #expect(sim.recorder.count("localVideo ") == 0)
        #expect(sim.recorder.localAudioStats.allSatisfy { $0.sentBitrate == 0 })
        #expect(sim.recorder.rtcStats.allSatisfy { $0.txVideoKBitrate == 0 && $0.txAudioKBitrate == 0 })
        #expect(sim.recorder.count("joined") == 1, "audience still sees the hosts")
    }

    @Test func roleChangeInChannelIsReportedAndStartsPublishing() {
        let sim = SimHarness(remotes: 0)
        sim.engine.enableVideo()
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .audience
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: options, joinSuccess: nil)
        sim.advance(3)
        #expect(sim.recorder.count("localVideoStats") == 0)
        #expect(sim.engine.setClientRole(.broadcaster, options: nil) == 0)
        sim.advance(0)
        #expect(sim.recorder.events.contains("role audience broadcaster"))
        #expect(sim.recorder.events.contains("localVideo encoding"))
        #expect(sim.recorder.events.contains("localAudio encoding"))
        sim.advance(4)
        #expect(sim.recorder.count("localVideoStats") == 2)
        sim.engine.setClientRole(.audience, options: AgoraClientRoleOptions(audienceLatencyLevel: .lowLatency))
        sim.advance(0)
        #expect(sim.recorder.events.contains("role broadcaster audience"))
        #expect(sim.recorder.events.contains("localVideo stopped"))
    }

    @Test func beforeJoiningOnlyAudienceIsReported() {
        let sim = SimHarness(remotes: 0)
        sim.engine.setClientRole(.broadcaster)
        sim.advance(0)
        #expect(sim.recorder.count("role") == 0)
        sim.engine.setClientRole(.audience)
        sim.advance(0)
        #expect(sim.recorder.events == ["role broadcaster audience"])
    }

    @Test func mutingStopsVideoStats() {
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster()
        sim.advance(2)
        sim.engine.muteLocalVideoStream(true)
        let count = sim.recorder.count("localVideoStats")
        sim.advance(4)
        #expect(count == 1)
        #expect(sim.recorder.count("localVideoStats") == count)
    }
}
