import Foundation
import Testing
@testable import AgoraRtcSim

/// Simulcast: what setSimulcastConfig accepts and what it costs the publisher; what a subscriber asking for a layer
/// with setRemoteVideoStream(_:type:) receives from a simulated publisher that sends layers (or none).
@Suite struct SimulcastEngineTests {
    /// The original's table: 720p30, 540p15, 360p15, 270p15, with `on` layers enabled.
    static func config(_ on: Set<Int>) -> AgoraSimulcastConfig {
        var config = AgoraSimulcastConfig()
        for (index, (width, height, fps)) in [(1280, 720, 30), (960, 540, 15), (640, 360, 15), (480, 270, 15)].enumerated() {
            config.configs[index] = AgoraStreamLayerConfig(dimensions: CGSize(width: width, height: height),
                                                           framerate: Int32(fps), enable: on.contains(index + 1))
        }
        return config
    }

    private func remoteUids(_ sim: SimHarness) -> [UInt] {
        sim.recorder.events.compactMap { $0.hasPrefix("joined ") ? UInt($0.dropFirst("joined ".count)) : nil }
    }

    private func lastStats(_ sim: SimHarness, _ uid: UInt) -> AgoraRtcRemoteVideoStats? {
        sim.recorder.remoteVideoStats.last { $0.uid == uid }
    }

    @Test func theSDKsNamesAndRawValues() {
        #expect(AgoraStreamLayerIndex.allCases.map(\.rawValue) == Array(0...7))
        #expect([AgoraVideoStreamType.layer1, .layer2, .layer3, .layer4, .layer5, .layer6].map(\.rawValue) == Array(4...9))
        let empty = AgoraSimulcastConfig()
        #expect(empty.configs.count == 7 && empty.configs.allSatisfy { !$0.enable && $0.framerate == 0 && $0.dimensions == .zero })
        #expect(!empty.publishFallbackEnable)
    }

    @Test func atMostThreeLayersAndEachNeedsASizeAndARate() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.setSimulcastConfig(Self.config([1, 2, 3])) == 0)
        #expect(sim.trace.events.contains {
            $0.name == "setSimulcastConfig(_:)"
                && $0.detail == "{layers: [.layer1 1280x720@30, .layer2 960x540@15, .layer3 640x360@15], publishFallbackEnable: false}"
        }, "\(sim.trace.events.filter { $0.name == "setSimulcastConfig(_:)" })")
        #expect(sim.engine.setSimulcastConfig(Self.config([1, 2, 3, 4])) == -2)
        var sizeless = Self.config([1])
        sizeless.configs[0].dimensions = .zero
        #expect(sim.engine.setSimulcastConfig(sizeless) == -2)
        var rateless = Self.config([2])
        rateless.configs[1].framerate = 0
        #expect(sim.engine.setSimulcastConfig(rateless) == -2)
        // Off layers may be left empty, and the low stream's slot does not count towards the three.
        var withLow = AgoraSimulcastConfig()
        withLow.configs[6] = AgoraStreamLayerConfig(dimensions: CGSize(width: 160, height: 120), framerate: 5, enable: true)
        withLow.configs[0] = Self.config([1]).configs[0]
        withLow.configs[2] = Self.config([3]).configs[2]
        withLow.configs[3] = Self.config([4]).configs[3]
        #expect(sim.engine.setSimulcastConfig(withLow) == 0)
        sim.destroy()
    }

    @Test func theLayersAddToWhatTheHostSends() throws {
        func sent(_ layers: Set<Int>?) throws -> Int {
            let sim = SimHarness(remotes: 0)
            sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
                size: CGSize(width: 1280, height: 720), frameRate: .fps30, bitrate: AgoraVideoBitrateStandard,
                orientationMode: .adaptative, mirrorMode: .auto))
            if let layers { #expect(sim.engine.setSimulcastConfig(Self.config(layers)) == 0) }
            sim.joinAsBroadcaster()
            sim.advance(6.1)
            let stats = try #require(sim.recorder.localVideoStats.last)
            sim.destroy()
            return stats.encodedBitrate
        }
        let plain = try sent(nil), three = try sent([1, 2, 3]), small = try sent([4])
        // Live broadcasting: 720p30 is 2 × 1710, capped at 6500 with the main stream (also 720p30) beside it.
        #expect(three > plain * 2, "\(plain) → \(three)")
        #expect(small > plain && small < three, "270p15 costs little: \(plain) → \(small)")
    }

    @Test func aSubscriberGetsTheLayerItAsksForOrTheNearestOneSent() throws {
        let sim = SimHarness(remotes: 1) { $0.remoteSimulcast = Self.config([1, 2, 3]) }
        sim.engine.setClientRole(.audience)
        sim.engine.enableVideo()
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: AgoraRtcChannelMediaOptions(),
                               joinSuccess: nil)
        let views = sim.bindRemoteViews(after: 4)
        let uid = try #require(remoteUids(sim).first)
        sim.advance(2.1)
        let high = try #require(lastStats(sim, uid))
        #expect(high.rxStreamType == 0, "the main stream until a layer is asked for")
        let portrait = high.height > high.width

        func receive(_ type: AgoraVideoStreamType) throws -> AgoraRtcRemoteVideoStats {
            #expect(sim.engine.setRemoteVideoStream(uid, type: type) == 0)
            sim.advance(2.1)
            return try #require(lastStats(sim, uid))
        }
        func size(_ stats: AgoraRtcRemoteVideoStats) -> String {
            let (long, short) = (max(stats.width, stats.height), min(stats.width, stats.height))
            #expect((stats.height > stats.width) == portrait, "layers keep the publisher's orientation")
            return "\(long)x\(short)@\(stats.receivedFrameRate)"
        }
        let layer2 = try receive(.layer2)
        #expect(layer2.rxStreamType == 5 && size(layer2) == "960x540@15", "\(layer2)")
        let layer1 = try receive(.layer1)
        #expect(layer1.rxStreamType == 4 && size(layer1) == "1280x720@30")
        // Layer 4 is off: the nearest layer sent is layer 3.
        let layer4 = try receive(.layer4)
        #expect(layer4.rxStreamType == 6 && size(layer4) == "640x360@15")
        #expect((700...800).contains(layer4.receivedBitrate), "360p15 in live broadcasting: 2 × 400 Kbps: \(layer4.receivedBitrate)")
        // Rendered at the layer's rate.
        let before = views[uid]?.renderedFrames ?? 0
        sim.advance(4)
        let rendered = (views[uid]?.renderedFrames ?? 0) - before
        #expect((56...62).contains(rendered), "15 fps for 4 s: \(rendered)")
        // Layers 5 and 6 are off too: the nearest is still layer 3.
        #expect(try receive(.layer6).rxStreamType == 6)
        sim.destroy()
    }

    @Test func aTieGoesToTheSmallerLayer() {
        #expect(SimSimulcast.served(.layer2, in: Self.config([1, 3])) == .layer3)
        #expect(SimSimulcast.served(.layer3, in: Self.config([1])) == .layer1)
        #expect(SimSimulcast.served(.layer1, in: Self.config([])) == nil)
    }

    @Test func aPublisherWithoutLayersAnswersWithItsMainStream() throws {
        let sim = SimHarness(remotes: 1)
        sim.joinAsBroadcaster()
        _ = sim.bindRemoteViews(after: 4)
        let uid = try #require(remoteUids(sim).first)
        let high = try #require(lastStats(sim, uid))
        #expect(sim.engine.setRemoteVideoStream(uid, type: .layer3) == 0)
        sim.advance(2.1)
        let asked = try #require(lastStats(sim, uid))
        #expect(asked.rxStreamType == 0 && asked.width == high.width && asked.height == high.height)
        sim.destroy()
    }
}
