import Foundation
import Testing
@testable import AgoraRtcSim

@Suite struct StatsTests {
    @Test func statsArriveEveryTwoSeconds() {
        let sim = SimHarness(remotes: 2)
        sim.joinAsBroadcaster()
        sim.advance(1.4)
        #expect(sim.recorder.count("rtcStats") == 0)
        sim.advance(10)
        #expect(sim.recorder.count("rtcStats") == 5)
        #expect(sim.recorder.count("localVideoStats") == 5)
        #expect(sim.recorder.count("localAudioStats") == 5)
        #expect(sim.recorder.count("networkQuality 0") == 5)
        let durations = sim.recorder.rtcStats.map(\.duration)
        #expect(durations == [2, 4, 6, 8, 10])
        let last = sim.recorder.rtcStats.last
        #expect(last?.userCount == 3)
        #expect((last?.txBytes ?? 0) > 0 && (last?.rxBytes ?? 0) > 0)
        #expect(sim.recorder.remoteVideoStats.count >= 8)
    }

    @Test func localVideoStatsFollowTheEncoderConfiguration() {
        let sim = SimHarness(remotes: 0)
        sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: CGSize(width: 640, height: 360), frameRate: .fps30, bitrate: AgoraVideoBitrateStandard,
            orientationMode: .fixedPortrait, mirrorMode: .auto))
        sim.joinAsBroadcaster()
        sim.advance(4)
        let stats = sim.recorder.localVideoStats
        #expect(stats.count == 2)
        #expect(stats.allSatisfy { $0.encodedFrameWidth == 360 && $0.encodedFrameHeight == 640 })
        #expect(stats.allSatisfy { $0.sentFrameRate == 30 && $0.targetFrameRate == 30 })
        #expect(stats.allSatisfy { $0.targetBitrate == 1200 }, "live broadcasting doubles the 600 Kbps base")
        #expect(stats.allSatisfy { (1000...1200).contains($0.sentBitrate) })
        #expect((100...125).contains(stats.last?.encodedFrameCount ?? 0), "about 30 frames encoded per second")
    }

    @Test func communicationUsesTheBaseBitrateAndLandscapeSwap() {
        let sim = SimHarness(remotes: 0, profile: .communication)
        sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: CGSize(width: 360, height: 640), frameRate: .fps30, bitrate: AgoraVideoBitrateStandard,
            orientationMode: .fixedLandscape, mirrorMode: .auto))
        sim.joinAsBroadcaster()
        sim.advance(2)
        let stats = sim.recorder.localVideoStats.first
        #expect(stats?.encodedFrameWidth == 640 && stats?.encodedFrameHeight == 360)
        #expect(stats?.targetBitrate == 600)
    }

    @Test func explicitBitrateWins() {
        let sim = SimHarness(remotes: 0)
        sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: CGSize(width: 1280, height: 720), frameRate: .fps15, bitrate: 900,
            orientationMode: .adaptative, mirrorMode: .auto))
        sim.joinAsBroadcaster()
        sim.advance(2)
        #expect(sim.recorder.localVideoStats.first?.targetBitrate == 900)
        #expect(sim.recorder.localVideoStats.first?.encodedFrameWidth == 1280)
    }

    @Test(arguments: [
        (AgoraAudioProfile.default, 48_000, 1, 64),
        (.speechStandard, 32_000, 1, 18),
        (.musicStandardStereo, 48_000, 2, 80),
        (.musicHighQualityStereo, 48_000, 2, 128),
    ])
    func localAudioStatsFollowTheProfile(profile: AgoraAudioProfile, rate: Int, channels: Int, maxKbps: Int) {
        let sim = SimHarness(remotes: 0)
        sim.engine.setAudioProfile(profile)
        // Media volume: what is sent is the profile's (in-call volume caps it; AudioDeviceTests).
        sim.engine.setAudioScenario(.gameStreaming)
        sim.joinAsBroadcaster(video: false)
        sim.advance(4)
        let stats = sim.recorder.localAudioStats
        #expect(stats.count == 2)
        #expect(stats.allSatisfy { $0.sentSampleRate == rate && $0.numChannels == channels })
        #expect(stats.allSatisfy { $0.sentBitrate > maxKbps / 2 && $0.sentBitrate <= maxKbps })
        #expect(sim.recorder.count("localVideoStats") == 0, "no video stats without publishing video")
    }

    @Test func lossyNetworkShowsInStats() {
        let good = SimHarness(remotes: 1, network: .good)
        let poor = SimHarness(remotes: 1, network: .poor)
        for sim in [good, poor] {
            sim.joinAsBroadcaster()
            sim.advance(10)
        }
        let goodLoss = good.recorder.rtcStats.map(\.txPacketLossRate).max() ?? 99
        let poorLoss = poor.recorder.rtcStats.map(\.txPacketLossRate).min() ?? 0
        #expect(goodLoss <= 1)
        #expect(poorLoss >= 15)
        let poorDelay = poor.recorder.rtcStats.map(\.lastmileDelay).min() ?? 0
        #expect(poorDelay >= 150)
    }
}
