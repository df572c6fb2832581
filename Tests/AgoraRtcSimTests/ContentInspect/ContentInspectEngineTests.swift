import Foundation
import Testing
@testable import AgoraRtcSim

/// Content inspection in virtual time: the config's limits (-2), one upload per interval while the local user sends
/// video in a channel, traced as a simulation line and reported to no delegate.
@Suite struct ContentInspectEngineTests {
    static func module(_ type: AgoraContentInspectType = .imageModeration, interval: Int = 2) -> AgoraContentInspectModule {
        AgoraContentInspectModule(type: type, interval: interval)
    }

    static func uploads(_ sim: SimHarness) -> [AgoraSimTraceEvent] {
        sim.trace.events.filter { $0.kind == .simulation && $0.name == "contentInspect" }
    }

    @Test func theConfigsLimits() {
        let sim = SimHarness(remotes: 0)
        let engine = sim.engine
        #expect(engine.enableContentInspect(true, config: AgoraContentInspectConfig(modules: [Self.module()])) == 0)
        let many = (0..<33).map { _ in Self.module(.invalid, interval: 0) }
        #expect(engine.enableContentInspect(true, config: AgoraContentInspectConfig(modules: many)) == -2, "over 32 modules")
        #expect(engine.enableContentInspect(true, config: AgoraContentInspectConfig(modules: [Self.module(), Self.module(interval: 5)])) == -2,
                "two of one type")
        let distinct = [Self.module(.supervise), Self.module(.imageModeration), Self.module(.moderation)]
        #expect(engine.enableContentInspect(true, config: AgoraContentInspectConfig(modules: distinct)) == 0)
        #expect(engine.enableContentInspect(true, config: AgoraContentInspectConfig(extraInfo: String(repeating: "a", count: 1024),
                                                                                  modules: [Self.module()])) == 0)
        #expect(engine.enableContentInspect(true, config: AgoraContentInspectConfig(extraInfo: String(repeating: "元", count: 342),
                                                                                  modules: [Self.module()])) == -2, "bytes, not characters")
        #expect(engine.enableContentInspect(true, config: AgoraContentInspectConfig(modules: [Self.module(interval: -1)])) == -2)
        #expect(engine.enableContentInspect(false, config: AgoraContentInspectConfig()) == 0)
    }

    @Test func oneUploadPerIntervalWhileSendingVideo() {
        let sim = SimHarness(remotes: 1)
        sim.engine.enableContentInspect(true, config: AgoraContentInspectConfig(extraInfo: "room 7", modules: [Self.module()]))
        sim.advance(5)
        #expect(Self.uploads(sim).isEmpty, "nothing to moderate before joining")
        sim.joinAsBroadcaster()
        sim.advance(10)
        let uploads = Self.uploads(sim)
        #expect((4...6).contains(uploads.count), "\(uploads)")
        #expect(uploads.first?.detail.hasPrefix("screenshot 1 of .imageModeration (960x540 at .preEncoder) uploaded") == true,
                "\(uploads.first?.detail ?? "")")
        #expect(uploads.allSatisfy { $0.detail.hasSuffix("the result goes to the webhook") && $0.result == nil })
        // No SDK callback carries a result: the delegate hears of no upload.
        #expect(!sim.trace.events.contains { $0.kind == .callback && $0.name.localizedCaseInsensitiveContains("inspect") })
        // Disabled: no more uploads.
        sim.engine.enableContentInspect(false, config: AgoraContentInspectConfig())
        let count = Self.uploads(sim).count
        sim.advance(10)
        #expect(Self.uploads(sim).count == count)
    }

    @Test func modulesThatDoNothingAndAnAudienceUploadNothing() {
        let idle = SimHarness(remotes: 0)
        idle.engine.enableContentInspect(true, config: AgoraContentInspectConfig(modules: [Self.module(.invalid), Self.module(.supervise, interval: 0)]))
        idle.joinAsBroadcaster()
        idle.advance(10)
        #expect(Self.uploads(idle).isEmpty)

        let audience = SimHarness(remotes: 0)
        audience.engine.enableContentInspect(true, config: AgoraContentInspectConfig(modules: [Self.module(interval: 1)]))
        audience.engine.enableVideo()
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .audience
        audience.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: options, joinSuccess: nil)
        audience.advance(5)
        #expect(Self.uploads(audience).isEmpty, "the audience sends no video")
    }
}
