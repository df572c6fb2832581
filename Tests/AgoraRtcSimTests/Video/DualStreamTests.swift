import Foundation
import Testing
@testable import AgoraRtcSim

/// Dual stream, subscriber side: setRemoteVideoStream / setRemoteDefaultVideoStreamType against what each simulated
/// publisher passed to setDualStreamMode; and the video scenario's documented effects.
@Suite struct DualStreamTests {
    private func remoteUids(_ sim: SimHarness) -> [UInt] {
        sim.recorder.events.compactMap { $0.hasPrefix("joined ") ? UInt($0.dropFirst("joined ".count)) : nil }
    }

    private func lastStats(_ sim: SimHarness, _ uid: UInt) -> AgoraRtcRemoteVideoStats? {
        sim.recorder.remoteVideoStats.last { $0.uid == uid }
    }

    @Test func aHostAskingForTheLowStreamGetsTheSDKsDefaultLowStream() throws {
        let sim = SimHarness(remotes: 2)
        sim.joinAsBroadcaster()
        let views = sim.bindRemoteViews(after: 4)
        let uids = remoteUids(sim)
        try #require(uids.count == 2)
        let (low, high) = (uids[0], uids[1])
        #expect(sim.engine.setRemoteVideoStream(low, type: .low) == 0)
        let framesBefore = views[low]?.renderedFrames ?? 0
        sim.advance(4)
        let lowStats = try #require(lastStats(sim, low))
        #expect(lowStats.width == 160 && lowStats.height == 120 && lowStats.rxStreamType == 1)
        #expect(lowStats.receivedFrameRate == 5 && lowStats.rendererOutputFrameRate == 5)
        #expect((50...65).contains(lowStats.receivedBitrate), "about the low stream's 65 Kbps")
        let rendered = (views[low]?.renderedFrames ?? 0) - framesBefore
        #expect((18...22).contains(rendered), "5 fps for 4 s, not the high stream's rate: \(rendered)")
        let highStats = try #require(lastStats(sim, high))
        #expect(highStats.rxStreamType == 0 && highStats.width >= 320 && highStats.receivedFrameRate >= 15)

        #expect(sim.engine.setRemoteVideoStream(low, type: .high) == 0)
        sim.advance(2.1)
        let back = try #require(lastStats(sim, low))
        #expect(back.rxStreamType == 0 && back.width > 160 && back.receivedFrameRate >= 15)
        sim.destroy()
    }

    @Test func anAutoPublisherIgnoresAnAudienceMembersRequest() throws {
        let sim = SimHarness(remotes: 1)
        sim.engine.setClientRole(.audience)
        sim.engine.enableVideo()
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: AgoraRtcChannelMediaOptions(),
                               joinSuccess: nil)
        _ = sim.bindRemoteViews(after: 4)
        let uid = try #require(remoteUids(sim).first)
        sim.engine.setRemoteVideoStream(uid, type: .low)
        sim.advance(2.1)
        #expect(lastStats(sim, uid)?.rxStreamType == 0, "auto mode sends the low stream to hosts only")
        sim.engine.setClientRole(.broadcaster)
        sim.advance(2.1)
        #expect(lastStats(sim, uid)?.rxStreamType == 1 && lastStats(sim, uid)?.width == 160, "as a host it gets it")
        sim.destroy()
    }

    @Test(arguments: [(AgoraSimulcastStreamMode.enableSimulcastStream, 1), (.disableSimulcastStream, 0)])
    func thePublishersModeDecides(mode: AgoraSimulcastStreamMode, expected: Int) throws {
        let sim = SimHarness(remotes: 1) { $0.remoteDualStreamMode = mode }
        sim.engine.setClientRole(.audience)
        sim.engine.enableVideo()
        #expect(sim.engine.setRemoteDefaultVideoStreamType(.low) == 0)
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: AgoraRtcChannelMediaOptions(),
                               joinSuccess: nil)
        _ = sim.bindRemoteViews(after: 4.5)
        let uid = try #require(remoteUids(sim).first)
        #expect(lastStats(sim, uid)?.rxStreamType == expected)
        #expect(sim.recorder.events.contains("firstRemoteFrame \(uid) 160x120") == (expected == 1), "the first frame's size too")
        sim.destroy()
    }

    @Test func theDefaultTypeIsTakenAtJoin() throws {
        let sim = SimHarness(remotes: 1)
        sim.joinAsBroadcaster()
        _ = sim.bindRemoteViews(after: 4)
        let uid = try #require(remoteUids(sim).first)
        #expect(sim.engine.setRemoteDefaultVideoStreamType(.low) == 0)
        sim.advance(2.1)
        #expect(lastStats(sim, uid)?.rxStreamType == 0, "a joined channel keeps the default it joined with")
        sim.engine.leaveChannel()
        sim.advance(0.5)
        sim.joinAsBroadcaster()
        _ = sim.bindRemoteViews(after: 4.5)
        let again = try #require(remoteUids(sim).last)
        #expect(lastStats(sim, again)?.rxStreamType == 1)
        #expect(sim.engine.setRemoteVideoStream(0, type: .low) == AgoraErrorCode.invalidArgument.returnCode)
        sim.destroy()
    }

    /// The SDK documents that the live-show scenario turns on accelerated rendering without
    /// enableInstantMediaRendering: the first remote frames come as early as with it.
    @Test func theLiveShowScenarioRendersTheFirstFrameSooner() {
        func firstFrameElapsed(_ scenario: AgoraApplicationScenarioType?, instant: Bool = false) -> Int {
            let sim = SimHarness(remotes: 3)
            if let scenario { sim.engine.setVideoScenario(scenario) }
            if instant { sim.engine.enableInstantMediaRendering() }
            sim.joinAsBroadcaster()
            _ = sim.bindRemoteViews(after: 5)
            defer { sim.destroy() }
            let delays = sim.recorder.tracing.map { $0.elapsedTime - $0.joinSuccess2RemoteJoined - $0.join2JoinSuccess }
            return delays.reduce(0, +) / max(1, delays.count)
        }
        let general = firstFrameElapsed(.applicationGeneralScenario)
        let liveShow = firstFrameElapsed(.applicationLiveShowScenario)
        let instant = firstFrameElapsed(nil, instant: true)
        #expect(liveShow < general - 100, "live show \(liveShow) ms vs general \(general) ms")
        #expect(abs(liveShow - instant) < 60, "as with enableInstantMediaRendering: \(instant) ms")
    }
}
