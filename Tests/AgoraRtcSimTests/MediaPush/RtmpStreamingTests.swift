import Foundation
import Testing
@testable import AgoraRtcSim

/// Media Push (§8.1): the URL rules, the per-URL state machine with its reasons, the limits, and the simulated
/// CDN's refusals and drops, in virtual time.
@Suite struct RtmpStreamingTests {
    static let url = "rtmp://push.example.com/live/stream1"

    private func rtmpEvents(_ sim: SimHarness) -> [String] {
        sim.recorder.events.filter { $0.hasPrefix("rtmp") || $0 == "transcodingUpdated" }
    }

    private func joined(server: AgoraSimRtmpServer = .accept, remotes: Int = 1) -> SimHarness {
        let sim = SimHarness(remotes: remotes, rtmpServer: server)
        sim.joinAsBroadcaster()
        return sim
    }

    private func layout(_ uids: [UInt]) -> AgoraLiveTranscoding {
        var transcoding = AgoraLiveTranscoding.default()
        transcoding.size = CGSize(width: 640, height: 480)
        for (index, uid) in uids.enumerated() {
            transcoding.add(AgoraLiveTranscodingUser(uid: uid, rect: CGRect(x: 320 * index, y: 0, width: 320, height: 480)))
        }
        return transcoding
    }

    @Test func urlRulesAreCheckedAtTheCall() {
        let sim = joined()
        let tooLong = "rtmp://host/app/" + String(repeating: "a", count: 1024)
        for bad in ["", "http://host/app/s", "rtmp://", "rtmp:///app", "rtmp://host/应用/s", "rtmp://host/app/a b", tooLong] {
            #expect(sim.engine.startRtmpStreamWithoutTranscoding(bad) == -2, "\(bad.prefix(40))")
        }
        #expect(SimRtmpUrlRules.problem(in: tooLong) == .tooLong)
        #expect(SimRtmpUrlRules.problem(in: "rtmps://host/app/s") == nil)
        #expect(SimRtmpUrlRules.problem(in: "RTMP://HOST/app/s") == nil)
        let exactly1024 = "rtmp://h/a/" + String(repeating: "s", count: 1024 - 11)
        #expect(exactly1024.utf8.count == 1024 && SimRtmpUrlRules.problem(in: exactly1024) == nil)
        #expect(sim.engine.startRtmpStream(withTranscoding: Self.url, transcoding: nil) == -2)
        var offCanvas = layout([1])
        offCanvas.transcodingUsers[0].rect = CGRect(x: 600, y: 0, width: 320, height: 480)
        #expect(sim.engine.startRtmpStream(withTranscoding: Self.url, transcoding: offCanvas) == -2)
        sim.advance(2)
        #expect(rtmpEvents(sim).isEmpty)
    }

    @Test func startRunsAndStopGoesThroughDisconnectingToIdle() {
        let sim = joined()
        #expect(sim.engine.startRtmpStreamWithoutTranscoding(Self.url) == 0)
        sim.advance(0)
        #expect(rtmpEvents(sim) == ["rtmp \(Self.url) connecting OK"])
        sim.advance(0.59)
        #expect(rtmpEvents(sim).count == 1, "the CDN answers after 0.6–1.2 s")
        sim.advance(0.7)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) running OK")
        #expect(sim.engine.stopRtmpStream(Self.url) == 0)
        sim.advance(1)
        #expect(Array(rtmpEvents(sim).suffix(2)) == ["rtmp \(Self.url) disconnecting OK", "rtmp \(Self.url) idle unpublishOK"])
        #expect(sim.engine.stopRtmpStream(Self.url) == -2, "nothing left to stop")
    }

    @Test func notInAChannelOrTheSameUrlTwiceIsRefusedAtTheCall() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.startRtmpStreamWithoutTranscoding(Self.url) == -8)
        sim.joinAsBroadcaster()
        #expect(sim.engine.startRtmpStreamWithoutTranscoding(Self.url) == 0)
        #expect(sim.engine.startRtmpStream(withTranscoding: Self.url, transcoding: layout([1])) == -19)
        sim.advance(2)
        #expect(rtmpEvents(sim) == ["rtmp \(Self.url) connecting OK", "rtmpEvent \(Self.url) urlAlreadyInUse",
                                    "rtmp \(Self.url) running OK"])
    }

    @Test func theEleventhUrlReachesTheLimit() {
        let sim = joined(remotes: 0)
        for index in 1...10 { #expect(sim.engine.startRtmpStreamWithoutTranscoding("rtmp://cdn/live/s\(index)") == 0) }
        #expect(sim.engine.startRtmpStreamWithoutTranscoding("rtmp://cdn/live/s11") == 0)
        sim.advance(2)
        #expect(sim.recorder.count("rtmp rtmp://cdn/live/s11 failure reachLimit") == 1)
        #expect(sim.recorder.events.filter { $0.hasSuffix("running OK") }.count == 10)
        // A failed URL must be stopped before it is retried; until then a retry reports the same failure.
        #expect(sim.engine.stopRtmpStream("rtmp://cdn/live/s1") == 0)
        #expect(sim.engine.startRtmpStreamWithoutTranscoding("rtmp://cdn/live/s11") == 0)
        sim.advance(1)
        #expect(sim.recorder.count("rtmp rtmp://cdn/live/s11 failure reachLimit") == 2)
        #expect(sim.engine.stopRtmpStream("rtmp://cdn/live/s11") == 0)
        #expect(sim.engine.startRtmpStreamWithoutTranscoding("rtmp://cdn/live/s11") == 0)
        sim.advance(2)
        #expect(rtmpEvents(sim).suffix(3) == ["rtmp rtmp://cdn/live/s11 idle OK", "rtmp rtmp://cdn/live/s11 connecting OK",
                                                  "rtmp rtmp://cdn/live/s11 running OK"])
    }

    @Test func onlyHostsInLiveBroadcastingMayPush() {
        let audience = SimHarness(remotes: 0)
        audience.engine.setClientRole(.audience)
        _ = audience.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: .init(), joinSuccess: nil)
        audience.advance(0.5)
        #expect(audience.engine.startRtmpStreamWithoutTranscoding(Self.url) == 0)
        audience.advance(1)
        #expect(rtmpEvents(audience) == ["rtmp \(Self.url) failure notBroadcaster"])

        let call = SimHarness(remotes: 0, profile: .communication)
        call.joinAsBroadcaster()
        #expect(call.engine.startRtmpStreamWithoutTranscoding(Self.url) == 0)
        call.advance(1)
        #expect(rtmpEvents(call) == ["rtmp \(Self.url) failure notBroadcaster"])

        let host = joined(remotes: 0)
        host.engine.startRtmpStreamWithoutTranscoding(Self.url)
        host.advance(2)
        host.engine.setClientRole(.audience)
        host.advance(0.1)
        #expect(rtmpEvents(host).last == "rtmp \(Self.url) failure notBroadcaster")
    }

    @Test func anEncryptingClientCannotPush() {
        let sim = SimHarness(remotes: 0)
        let salt = Data((1...32).map { UInt8($0) })
        #expect(sim.engine.enableEncryption(true, encryptionConfig: AgoraEncryptionConfig(encryptionKey: "key", encryptionKdfSalt: salt)) == 0)
        sim.joinAsBroadcaster()
        #expect(sim.engine.startRtmpStreamWithoutTranscoding(Self.url) == 0)
        sim.advance(1)
        #expect(rtmpEvents(sim) == ["rtmp \(Self.url) failure encryptedStreamNotAllowed"])
        sim.engine.stopRtmpStream(Self.url)
        sim.engine.leaveChannel(nil)
        sim.joinAsBroadcaster()
        #expect(sim.engine.startRtmpStreamWithoutTranscoding(Self.url) == 0, "leaving turned encryption off")
        sim.advance(2)
        #expect(rtmpEvents(sim).suffix(2) == ["rtmp \(Self.url) connecting OK", "rtmp \(Self.url) running OK"])
    }

    @Test(arguments: [(AgoraSimRtmpServer.invalidAppId, "invalidAppId"), (.notAuthorized, "notAuthorized"),
                      (.streamNotFound, "streamNotFound")])
    func aRefusingServerFailsTheConnect(_ server: AgoraSimRtmpServer, _ reason: String) {
        let sim = joined(server: server)
        sim.engine.startRtmpStreamWithoutTranscoding(Self.url)
        sim.advance(2)
        #expect(rtmpEvents(sim) == ["rtmp \(Self.url) connecting OK", "rtmp \(Self.url) failure \(reason)"])
        #expect(sim.engine.stopRtmpStream(Self.url) == 0)
        sim.advance(1)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) idle OK", "a failed URL is released without disconnecting")
    }

    @Test func aUrlWithoutAStreamNameIsNotAFormatTheCdnTakes() {
        let sim = joined()
        #expect(sim.engine.startRtmpStreamWithoutTranscoding("rtmp://push.example.com/live") == 0)
        sim.advance(2)
        #expect(rtmpEvents(sim).last == "rtmp rtmp://push.example.com/live failure formatNotSupported")
    }

    @Test func aDroppedStreamRecovers() {
        let sim = joined(server: .dropRecover)
        sim.engine.startRtmpStreamWithoutTranscoding(Self.url)
        sim.advance(1.3)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) running OK")
        sim.advance(SimRtmpTimeline.dropAfter)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) recovering rtmpServerError")
        sim.advance(SimRtmpTimeline.recoverAfter)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) running OK")
        sim.advance(120)
        #expect(rtmpEvents(sim).count == 4, "dropped once, and the 60 s limit of the recovered stream does nothing")
    }

    @Test func aStreamThatDoesNotComeBackFailsAfterSixtySeconds() {
        let sim = joined(server: .dropFail)
        sim.engine.startRtmpStreamWithoutTranscoding(Self.url)
        // Step to the very moment of the drop, so the 60 s are measured from it.
        while rtmpEvents(sim).last != "rtmp \(Self.url) recovering rtmpServerError" && sim.clock.now < 20 { sim.advance(0.01) }
        #expect(sim.clock.now > 0.5 + 0.6 + SimRtmpTimeline.dropAfter - 0.02)
        sim.advance(59.9)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) recovering rtmpServerError")
        sim.advance(0.2)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) failure connectionTimeout")
    }

    @Test func aNetworkDropPutsThePushIntoRecoveringUntilTheLinkReturns() {
        let sim = joined()
        sim.engine.startRtmpStreamWithoutTranscoding(Self.url)
        sim.advance(2)
        #expect(sim.engine.simDropNetwork(for: 6) == 0)
        sim.advance(0)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) recovering netDown")
        sim.advance(6.1)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) running OK")

        sim.engine.simDropNetwork(for: 100)
        sim.advance(60.1)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) failure connectionTimeout")
    }

    @Test func updatingTheLayoutReportsTranscodingUpdatedOrWhyNot() {
        let sim = joined()
        #expect(sim.engine.updateRtmpTranscoding(layout([1, 2])) == -8, "nothing is being pushed")
        sim.engine.startRtmpStreamWithoutTranscoding(Self.url)
        sim.advance(2)
        #expect(sim.engine.updateRtmpTranscoding(layout([1, 2])) == 0)
        sim.advance(1)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) running transcodingNoMixStream")
        #expect(sim.engine.updateRtmpTranscoding(nil) == -2)

        let mixed = "rtmp://push.example.com/live/mixed"
        #expect(sim.engine.startRtmpStream(withTranscoding: mixed, transcoding: layout([1])) == 0)
        sim.advance(2)
        #expect(sim.recorder.count("transcodingUpdated") == 0, "not for the layout a push starts with")
        #expect(sim.engine.updateRtmpTranscoding(layout([1, 2])) == 0)
        sim.advance(1)
        #expect(sim.recorder.count("transcodingUpdated") == 1)
        #expect(AgoraLiveTranscoding.default().size == CGSize(width: 360, height: 640))
        var tooMany = layout([])
        for uid in 1...18 { tooMany.add(AgoraLiveTranscodingUser(uid: UInt(uid), rect: CGRect(x: 0, y: 0, width: 16, height: 16))) }
        #expect(sim.engine.updateRtmpTranscoding(tooMany) == -2)
    }

    @Test func leavingEndsEveryPushAndDestroyEndsTheTimers() {
        let sim = joined(server: .dropFail)
        sim.engine.startRtmpStreamWithoutTranscoding(Self.url)
        sim.advance(2)
        sim.engine.leaveChannel(nil)
        sim.advance(0.1)
        #expect(rtmpEvents(sim).last == "rtmp \(Self.url) idle OK")
        sim.advance(100)
        #expect(rtmpEvents(sim).count == 3)
        sim.joinAsBroadcaster()
        sim.engine.startRtmpStreamWithoutTranscoding(Self.url)
        sim.destroy()
        let count = sim.recorder.events.count
        sim.advance(100)
        #expect(sim.recorder.events.count == count)
    }
}
