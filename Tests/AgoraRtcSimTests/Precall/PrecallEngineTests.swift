import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// The pre-call tests' engine side in virtual time: the last-mile probe's two callbacks (about 2 s and 30 s) shaped
/// by the network profile, the echo test's picture coming back, and the return codes of both.
@Suite struct PrecallEngineTests {
    /// Records the two last-mile callbacks with the engine time they arrived at.
    final class ProbeRecorder: AgoraRtcEngineDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private let clock: AgoraSimVirtualClock
        private let origin: Double
        private var storedQualities: [(at: Double, quality: AgoraNetworkQuality)] = []
        private var storedResults: [(at: Double, result: AgoraLastmileProbeResult)] = []

        init(clock: AgoraSimVirtualClock) {
            self.clock = clock
            origin = clock.now
        }

        var qualities: [(at: Double, quality: AgoraNetworkQuality)] {
            lock.lock(); defer { lock.unlock() }
            return storedQualities
        }

        var results: [(at: Double, result: AgoraLastmileProbeResult)] {
            lock.lock(); defer { lock.unlock() }
            return storedResults
        }

        func rtcEngine(_ engine: AgoraRtcEngineKit, lastmileQuality quality: AgoraNetworkQuality) {
            let at = clock.now - origin
            lock.lock(); defer { lock.unlock() }
            storedQualities.append((at, quality))
        }

        func rtcEngine(_ engine: AgoraRtcEngineKit, lastmileProbeTest result: AgoraLastmileProbeResult) {
            let at = clock.now - origin
            lock.lock(); defer { lock.unlock() }
            storedResults.append((at, result))
        }
    }

    static let bothWays = AgoraLastmileProbeConfig(probeUplink: true, probeDownlink: true, expectedUplinkBitrate: 100_000,
                                                   expectedDownlinkBitrate: 100_000)

    /// Runs a whole probe under `network` and returns what it reported.
    static func probe(_ network: AgoraSimNetworkProfile, seed: UInt64 = 7,
                      config: AgoraLastmileProbeConfig = bothWays) -> ProbeRecorder {
        let sim = SimHarness(seed: seed, remotes: 0, network: network)
        let recorder = ProbeRecorder(clock: sim.clock)
        sim.engine.delegate = recorder
        #expect(sim.engine.startLastmileProbeTest(config) == 0)
        sim.advance(31)
        sim.destroy()
        return recorder
    }

    @Test func theQualityComesAfterTwoSecondsAndTheResultAfterThirty() throws {
        let sim = SimHarness(remotes: 0)
        let recorder = ProbeRecorder(clock: sim.clock)
        sim.engine.delegate = recorder
        #expect(sim.engine.startLastmileProbeTest(Self.bothWays) == 0)
        sim.advance(1.9)
        #expect(recorder.qualities.isEmpty)
        sim.advance(0.2)
        let quality = try #require(recorder.qualities.first)
        #expect(abs(quality.at - 2) < 0.01 && [.excellent, .good].contains(quality.quality), "\(quality)")
        sim.advance(27.8)
        #expect(recorder.results.isEmpty)
        sim.advance(0.2)
        let result = try #require(recorder.results.first)
        #expect(abs(result.at - 30) < 0.01)
        #expect(result.result.state == .complete && result.result.rtt > 0)
        #expect(result.result.uplinkReport.availableBandwidth > 0 && result.result.downlinkReport.availableBandwidth > 0)
        // Once, each: the probe is over after its result, and a new one may start.
        sim.advance(60)
        #expect(recorder.qualities.count == 1 && recorder.results.count == 1)
        #expect(sim.engine.startLastmileProbeTest(Self.bothWays) == 0)
        sim.destroy()
    }

    @Test func stoppingTheProbeCancelsWhatItHasNotReportedYet() {
        let sim = SimHarness(remotes: 0)
        let recorder = ProbeRecorder(clock: sim.clock)
        sim.engine.delegate = recorder
        #expect(sim.engine.startLastmileProbeTest(Self.bothWays) == 0)
        sim.advance(5)
        #expect(sim.engine.stopLastmileProbeTest() == 0)
        sim.advance(40)
        #expect(recorder.qualities.count == 1 && recorder.results.isEmpty)
        #expect(sim.engine.stopLastmileProbeTest() == 0, "nothing to stop is no error")
        sim.destroy()
    }

    @Test func theNetworkProfileShapesTheResult() throws {
        let good = try #require(Self.probe(.good).results.first?.result)
        let lossy = try #require(Self.probe(.lossy).results.first?.result)
        let poor = try #require(Self.probe(.poor).results.first?.result)
        for (better, worse) in [(good, lossy), (lossy, poor)] {
            #expect(better.rtt < worse.rtt)
            #expect(better.downlinkReport.packetLossRate < worse.downlinkReport.packetLossRate)
            #expect(better.uplinkReport.jitter < worse.uplinkReport.jitter)
            #expect(better.downlinkReport.availableBandwidth > worse.downlinkReport.availableBandwidth)
        }
        // The probe sends no more than expected: 100 kbps is all it can vouch for.
        #expect((90...100).contains(good.uplinkReport.availableBandwidth), "\(good)")
        #expect(try #require(Self.probe(.poor).qualities.first).quality.rawValue >= AgoraNetworkQuality.bad.rawValue)
        #expect(try #require(Self.probe(.lossy).qualities.first).quality == .poor)
        // Intermittent: fine at first, but the link drops before the bandwidth estimate is done.
        let intermittent = Self.probe(.intermittent)
        #expect([.excellent, .good].contains(try #require(intermittent.qualities.first).quality))
        let cut = try #require(intermittent.results.first?.result)
        #expect(cut.state == .incompleteNoBwe && cut.uplinkReport.availableBandwidth == 0
            && cut.downlinkReport.availableBandwidth == 0 && cut.rtt > 0)
    }

    @Test func onlyTheProbedDirectionsAreReported() throws {
        var config = Self.bothWays
        config.probeUplink = false
        config.expectedUplinkBitrate = 0
        let result = try #require(Self.probe(.good, config: config).results.first?.result)
        #expect(result.uplinkReport == AgoraLastmileProbeOneWayResult())
        #expect(result.downlinkReport.availableBandwidth > 0)
    }

    @Test func theProbeChecksItsArgumentsAndState() {
        let sim = SimHarness(remotes: 0)
        var config = Self.bothWays
        config.expectedUplinkBitrate = 99_999
        #expect(sim.engine.startLastmileProbeTest(config) == -2)
        config.expectedUplinkBitrate = 5_000_001
        #expect(sim.engine.startLastmileProbeTest(config) == -2)
        config.expectedUplinkBitrate = 5_000_000
        config.expectedDownlinkBitrate = 100_000
        #expect(sim.engine.startLastmileProbeTest(AgoraLastmileProbeConfig()) == -2, "neither direction")
        #expect(sim.engine.startLastmileProbeTest(nil) == -2)
        #expect(sim.engine.startLastmileProbeTest(config) == 0)
        #expect(sim.engine.startLastmileProbeTest(config) == -8, "one probe at a time")
        #expect(sim.engine.stopLastmileProbeTest() == 0)
        // A host in a channel would measure its own call.
        sim.joinAsBroadcaster()
        #expect(sim.engine.startLastmileProbeTest(config) == -8)
        sim.destroy()
    }

    static func echoConfig(video: Bool = false, view: AgoraVideoView? = nil) -> AgoraEchoTestConfiguration {
        AgoraEchoTestConfiguration(view: view, enableAudio: true, enableVideo: video, channelId: "AudioEchoTest42",
                                   intervalInSeconds: video ? 2 : 10)
    }

    @Test func theEchoTestChecksItsArgumentsAndState() {
        let sim = SimHarness(remotes: 0)
        // Live broadcasting starts as audience; the echo test needs a host.
        #expect(sim.engine.setClientRole(.broadcaster) == 0)
        #expect(sim.engine.stopEchoTest() == -5, "none running")
        var config = Self.echoConfig()
        config.intervalInSeconds = 1
        #expect(sim.engine.startEchoTest(withConfig: config) == -2)
        config.intervalInSeconds = 11
        #expect(sim.engine.startEchoTest(withConfig: config) == -2)
        config.intervalInSeconds = 10
        config.enableAudio = false
        #expect(sim.engine.startEchoTest(withConfig: config) == -2, "neither audio nor video")
        config.enableAudio = true
        config.channelId = nil
        #expect(sim.engine.startEchoTest(withConfig: config) == -2)
        config.channelId = "echo/test"
        #expect(sim.engine.startEchoTest(withConfig: config) == -2, "not a channel name")
        config.channelId = "AudioEchoTest42"
        #expect(sim.engine.startEchoTest(withConfig: config) == 0)
        #expect(sim.engine.startEchoTest(withConfig: config) == -8, "twice")
        // The test holds the engine: no join until it stops.
        #expect(sim.join(channel: "demo") == -8)
        #expect(sim.engine.stopEchoTest() == 0)
        #expect(sim.engine.stopEchoTest() == -5)
        sim.joinAsBroadcaster()
        #expect(sim.engine.startEchoTest(withConfig: config) == -8, "in a channel")
        sim.destroy()
    }

    @Test func anAudienceMemberCannotRunTheEchoTest() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.setClientRole(.audience) == 0)
        #expect(sim.engine.startEchoTest(withConfig: Self.echoConfig()) == -8)
        #expect(sim.engine.setClientRole(.broadcaster) == 0)
        #expect(sim.engine.startEchoTest(withConfig: Self.echoConfig()) == 0)
        sim.destroy()
    }

    @Test func theVideoEchoTestDrawsThePictureSentAnIntervalAgo() throws {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.setClientRole(.broadcaster) == 0)
        let view = AgoraVideoView()
        #expect(sim.engine.startEchoTest(withConfig: Self.echoConfig(video: true, view: view)) == 0)
        sim.advance(1.9)
        #expect(view.renderedFrames == 0, "nothing back before the interval")
        sim.advance(1.1)
        let frame = try #require(view.latestFrame)
        #expect(frame.width > 0 && abs(frame.timestampMs - 1000) <= 100, "the picture of 2 s ago: \(frame.timestampMs)")
        let shown = view.renderedFrames
        sim.advance(2)
        #expect(abs(view.renderedFrames - shown - 30) <= 2, "15 fps: \(view.renderedFrames - shown)")
        #expect(sim.engine.stopEchoTest() == 0)
        let stopped = view.renderedFrames
        sim.advance(2)
        #expect(view.renderedFrames == stopped, "nothing after stop")
        sim.destroy()
    }
}
