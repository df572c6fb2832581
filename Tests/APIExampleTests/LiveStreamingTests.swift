import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// LiveStreaming in virtual time: an audience member watching at its latency level, preload and first-frame
/// tracing, co-hosting by switching role live, and the dual stream.
@MainActor
@Suite struct LiveStreamingTests {
    @Test func anAudienceMemberWatchesThenCoHosts() throws {
        let run = try CaseRun("LiveStreaming", form: ["role": "audience", "isPreloadChannel": "true", "isFirstFrame": "true"],
                              seconds: 4)
        #expect(run.called("setVideoScenario(_:) .applicationLiveShowScenario → 0"))
        #expect(run.called("enableInstantMediaRendering() → 0") && run.called("startMediaRenderingTracing() → 0"))
        #expect(run.called("setClientRole(_:options:) .audience, options: {audienceLatencyLevel: .ultraLowLatency} → 0"))
        let preload = try #require(run.texts.firstIndex { $0.hasPrefix("preloadChannel(byToken:channelId:uid:) channelId: \"live\"") })
        let join = try #require(run.texts.firstIndex { $0.hasPrefix("joinChannel(") })
        #expect(preload < join, "preloaded before joining")
        #expect(run.texts[join].contains("publishCameraTrack: false, publishMicrophoneTrack: false, clientRoleType: .audience"))
        #expect(run.session.tiles.first?.placeholderKey == "tile.audienceNotPublishing")
        let remotes = run.session.tiles.filter { !$0.isLocal }
        #expect(remotes.count == 3 && remotes.allSatisfy { $0.latestFrame != nil })
        #expect(run.count("setupRemoteVideo(_:) {uid: ") == 3 && run.lines("setupRemoteVideo(").allSatisfy { $0.contains("renderMode: .fit") })
        #expect(run.count("← rtcEngine(_:videoRenderingTracingResultOfUid:") == 3, "one first frame per remote user")

        run.press("coHost")
        run.advance(1)
        #expect(run.called("setClientRole(_:options:) .broadcaster, options: nil → 0"))
        #expect(run.called("updateChannel(with:) {publishCameraTrack: true, publishMicrophoneTrack: true} → 0"))
        #expect(run.session.status.role == .broadcaster)
        #expect(run.control("coHost")?.kind == .toggle(true) && run.control("ultraLowLatency")?.isEnabled == false)
        #expect(run.session.tiles.first?.view?.latestFrame != nil, "the host's camera preview")
        run.session.stop()
        #expect(!run.session.log.entries.contains { $0.kind == .error })
    }

    @Test func theLatencyLevelIsTheAudiencesToChoose() throws {
        let run = try CaseRun("LiveStreaming", form: ["role": "audience", "ultraLowLatency": "false"], seconds: 2)
        #expect(run.called("setClientRole(_:options:) .audience, options: {audienceLatencyLevel: .lowLatency} → 0"))
        run.press("ultraLowLatency")
        #expect(run.called("setClientRole(_:options:) .audience, options: {audienceLatencyLevel: .ultraLowLatency} → 0"))
        #expect(run.control("ultraLowLatency")?.kind == .toggle(true))
        run.session.stop()

        let host = try CaseRun("LiveStreaming", seconds: 2)
        #expect(!host.called("enableInstantMediaRendering(") && !host.called("preloadChannel("), "both are opt-in")
        host.press("ultraLowLatency")
        #expect(host.count("setClientRole(_:options:)") == 1, "a host has no latency level")
        host.session.stop()
    }

    @Test func theDualStreamTogglesSimulcast() throws {
        let run = try CaseRun("LiveStreaming", seconds: 2)
        run.press("dualStream")
        #expect(run.called("setDualStreamMode(_:) .enableSimulcastStream → 0") && run.control("dualStream")?.kind == .toggle(true))
        run.press("dualStream")
        #expect(run.called("setDualStreamMode(_:) .disableSimulcastStream → 0") && run.control("dualStream")?.kind == .toggle(false))
        run.session.stop()
    }
}
