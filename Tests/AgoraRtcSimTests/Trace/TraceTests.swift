import Foundation
import Testing
@testable import AgoraRtcSim

@Suite struct TraceTests {
    private func scriptedSession(seed: UInt64) -> [AgoraSimTraceEvent] {
        let sim = SimHarness(seed: seed, remotes: 3, behavior: .mixed, network: .lossy)
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: true)
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(view: AgoraVideoView()))
        sim.engine.startPreview()
        sim.joinAsBroadcaster()
        sim.advance(25)
        sim.engine.leaveChannel(nil)
        sim.advance(1)
        sim.destroy()
        return sim.trace.events
    }

    @Test func apiCallsAreTracedWithReturnCodesAndTokensNeverAppear() {
        let sim = SimHarness(remotes: 1)
        let secret = "007eJxTYBBa-secret-token"
        var options = AgoraRtcChannelMediaOptions()
        options.token = "another-secret"
        sim.engine.joinChannel(byToken: secret, channelId: "demo", uid: 3, mediaOptions: options, joinSuccess: nil)
        sim.engine.joinChannel(byToken: secret, channelId: "demo", uid: 3, mediaOptions: options, joinSuccess: nil)
        sim.engine.adjustRecordingSignalVolume(999)
        sim.advance(3)
        let events = sim.trace.events
        let joins = events.filter { $0.kind == .apiCall && $0.name == "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)" }
        #expect(joins.map(\.result) == [0, -17])
        #expect(joins.first?.detail.contains("token: <token>") == true)
        #expect(events.contains { $0.name == "adjustRecordingSignalVolume(_:)" && $0.result == -2 })
        #expect(events.contains { $0.kind == .callback && $0.name == "rtcEngine(_:didJoinChannel:withUid:elapsed:)" })
        #expect(events.allSatisfy { !$0.detail.contains("secret") && !$0.name.contains("secret") })
        #expect(events.filter { $0.kind == .callback }.allSatisfy { $0.result == nil })
    }

    @Test func periodicCallbacksAreFlagged() {
        let sim = SimHarness(remotes: 1)
        sim.joinAsBroadcaster()
        sim.advance(4)
        let stats = sim.trace.events.filter { $0.name == "rtcEngine(_:reportRtcStats:)" }
        #expect(stats.count == 2 && stats.allSatisfy(\.isPeriodic))
        #expect(sim.trace.events.filter { $0.name.contains("didJoinChannel") }.allSatisfy { !$0.isPeriodic })
        #expect(stats.map(\.timeMs) == stats.map(\.timeMs).sorted())
    }

    @Test func sameSeedSameTraceDifferentSeedDifferentTrace() {
        let first = scriptedSession(seed: 99)
        let second = scriptedSession(seed: 99)
        let other = scriptedSession(seed: 100)
        #expect(first.count > 200)
        #expect(first == second)
        #expect(first != other)
    }

    @Test func certificateNeverAppears() {
        let sim = SimHarness(remotes: 0, certificate: "CERTIFICATE-5CFd2fd1755d40ecb7")
        sim.joinAsBroadcaster()
        #expect(!sim.trace.events.isEmpty)
        #expect(sim.trace.events.allSatisfy { !$0.description.contains("CERTIFICATE") })
    }
}
