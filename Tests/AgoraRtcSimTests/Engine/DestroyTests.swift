import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

@Suite struct DestroyTests {
    @Test func noCallbacksAfterDestroyInVirtualTime() {
        let sim = SimHarness(remotes: 3, behavior: .churn)
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        let view = AgoraVideoView()
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(view: view))
        sim.joinAsBroadcaster()
        sim.advance(5)
        sim.engine.leaveChannel(nil)
        sim.destroy()
        let count = sim.recorder.events.count
        let frames = view.renderedFrames
        sim.advance(60)
        #expect(count > 0)
        #expect(sim.recorder.events.count == count, "not even the already-queued leave callbacks")
        #expect(view.renderedFrames == frames)
        #expect(sim.clock.pendingTimerCount == 0, "a destroyed engine leaves no timers behind")
    }

    @Test func destroyFromInsideACallbackStopsTheRest() {
        final class Destroyer: AgoraRtcEngineDelegate, @unchecked Sendable {
            let registry: SimEngineRegistry
            var calls = 0
            init(_ registry: SimEngineRegistry) { self.registry = registry }
            func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState,
                           reason: AgoraConnectionChangedReason) {
                calls += 1
                if state == .connected { registry.destroy() }
            }
            func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
                calls += 100
            }
        }
        let sim = SimHarness(remotes: 0)
        let destroyer = Destroyer(sim.registry)
        sim.engine.delegate = destroyer
        sim.joinAsBroadcaster()
        sim.advance(5)
        #expect(destroyer.calls == 2, "didJoinChannel was queued behind the destroying callback and is dropped")
    }

    @Test func wallClockCallbacksArriveOffMainAndStopAtDestroy() async throws {
        let registry = SimEngineRegistry()
        let recorder = EventRecorder()
        var settings = AgoraSimulationSettings(seed: 5, remoteUserCount: 1, clock: AgoraSimWallClock())
        settings.remoteBehavior = .steady
        let engine = registry.obtain(config: AgoraRtcEngineConfig(appId: "wall", simulation: settings), delegate: recorder)
        engine.enableAudioVolumeIndication(20, smooth: 3, reportVad: false)
        engine.setClientRole(.broadcaster)
        #expect(engine.joinChannel(byToken: nil, channelId: "wall", uid: 9, mediaOptions: .init(), joinSuccess: nil) == 0)
        try await Task.sleep(for: .milliseconds(700))
        #expect(recorder.events.contains("connection connected joinSuccess"))
        #expect(recorder.count("volume") > 4)
        #expect(recorder.callbacksOnMainThread == 0)
        registry.destroy()
        let count = recorder.events.count
        try await Task.sleep(for: .milliseconds(300))
        #expect(recorder.events.count == count)
        #expect(engine.enableVideo() == -7)
    }
}
