import Testing
@testable import AgoraRtcSim

/// Each profile moves loss, delay, jitter and the quality ratings, ordered good < lossy < poor.
@Suite struct NetworkProfileTests {
    private struct Figures {
        var lastmile: [Int] = []
        var loss: [Int] = []
        var transport: [Int] = []
        var jitter: [Int] = []
        var audioLoss: [Int] = []
        var audioQuality: [Int] = []
        var videoDelay: [Int] = []
        var networkQuality: [Int] = []
    }

    private func figures(_ profile: AgoraSimNetworkProfile, seconds: Double = 30) -> Figures {
        let sim = SimHarness(seed: 21, remotes: 3, network: profile)
        sim.joinAsBroadcaster()
        sim.advance(seconds)
        let recorder = sim.recorder
        var f = Figures()
        f.lastmile = recorder.rtcStats.map(\.lastmileDelay)
        f.loss = recorder.rtcStats.flatMap { [$0.txPacketLossRate, $0.rxPacketLossRate] }
            + recorder.localVideoStats.map(\.txPacketLossRate)
        f.transport = recorder.remoteAudioStats.map(\.networkTransportDelay)
        f.jitter = recorder.remoteAudioStats.map(\.jitterBufferDelay)
        f.audioLoss = recorder.remoteAudioStats.map(\.audioLossRate)
        f.audioQuality = recorder.remoteAudioStats.map(\.quality.rawValue)
        f.videoDelay = recorder.remoteVideoStats.map(\.delay)
        f.networkQuality = recorder.qualities.flatMap { [$0.tx.rawValue, $0.rx.rawValue] }
        return f
    }

    private func expectOrdered(_ lower: [Int], _ higher: [Int], _ name: String) {
        #expect(!lower.isEmpty && !higher.isEmpty, "\(name) was reported")
        #expect((lower.max() ?? .max) < (higher.min() ?? .min), "\(name): \(lower) vs \(higher)")
    }

    @Test func goodLossyPoorAreOrderedInEveryFigure() {
        let good = figures(.good), lossy = figures(.lossy), poor = figures(.poor)
        for (lower, higher) in [(good, lossy), (lossy, poor)] {
            expectOrdered(lower.lastmile, higher.lastmile, "lastmileDelay")
            expectOrdered(lower.loss, higher.loss, "packet loss")
            expectOrdered(lower.transport, higher.transport, "networkTransportDelay")
            expectOrdered(lower.jitter, higher.jitter, "jitterBufferDelay")
            expectOrdered(lower.audioLoss, higher.audioLoss, "audioLossRate")
            expectOrdered(lower.audioQuality, higher.audioQuality, "remote audio quality")
            expectOrdered(lower.videoDelay, higher.videoDelay, "remote video delay")
            expectOrdered(lower.networkQuality, higher.networkQuality, "networkQuality")
        }
        #expect(Set(good.networkQuality).isSubset(of: [1, 2]), "excellent or good")
        #expect(Set(poor.networkQuality).isSubset(of: [4, 5]), "bad or very bad")
    }

    @Test func intermittentIsGoodBetweenOutagesAndDownDuringThem() {
        let intermittent = figures(.intermittent, seconds: 18)
        #expect(intermittent.lastmile.allSatisfy { (8...30).contains($0) }, "the good profile's last mile")
        #expect(Set(intermittent.networkQuality).isSubset(of: [1, 2]))
        let sim = SimHarness(seed: 21, remotes: 1, network: .intermittent)
        sim.joinAsBroadcaster()
        sim.advance(20)
        let before = sim.recorder.qualities.count
        sim.advance(6)
        let during = sim.recorder.qualities.dropFirst(before).filter { $0.uid == 0 }
        #expect(!during.isEmpty && during.allSatisfy { $0.tx == .down && $0.rx == .down })
    }
}
