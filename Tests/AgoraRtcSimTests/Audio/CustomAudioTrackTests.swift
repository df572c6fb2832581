import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

@Suite struct CustomAudioTrackTests {
    @Test func tracksHaveIdsAndUnknownIdsAreRejected() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig()) == 1)
        #expect(sim.engine.createCustomAudioTrack(.direct, config: AgoraAudioTrackConfig(enableLocalPlayback: false)) == 2)
        #expect(sim.engine.createCustomAudioTrack(.invalid, config: AgoraAudioTrackConfig()) == -2)
        #expect(sim.engine.enableCustomAudioLocalPlayback(1, enabled: false) == 0)
        #expect(sim.engine.enableCustomAudioLocalPlayback(9, enabled: true) == -2)
        #expect(sim.engine.destroyCustomAudioTrack(2) == 0)
        #expect(sim.engine.destroyCustomAudioTrack(2) == -2)
        sim.destroy()
        #expect(sim.engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig()) == -7)
    }

    @Test func pushValidatesItsParameters() {
        let sim = SimHarness(remotes: 0)
        let track = Int(sim.engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig()))
        var pcm = [Int16](repeating: 100, count: 960)
        func push(samples: Int? = nil, rate: Int = 48_000, channels: Int = 2, trackId: Int? = nil) -> Int32 {
            pcm.withUnsafeMutableBytes {
                sim.engine.pushExternalAudioFrameRawData($0.baseAddress!, samples: samples ?? 960, sampleRate: rate,
                                                         channels: channels, trackId: trackId ?? track, timestamp: 0)
            }
        }
        #expect(push() == 0)
        #expect(push(rate: 16_000, channels: 1) == 0, "16 kHz mono")
        #expect(push(trackId: 7) == -2, "unknown track")
        #expect(push(samples: 0) == -2)
        #expect(push(rate: 22_050) == -200, "PCM send format")
        #expect(push(channels: 3) == -200)
        #expect(push(samples: 959) == -200, "not whole stereo frames")
    }

    @Test func pushingFasterThanRealTimeOverflows() {
        let sim = SimHarness(remotes: 0)
        let track = Int(sim.engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig()))
        var second = TestAudio.tone(level: 150, seconds: 0.1, rate: 16_000, channels: 1)
        var codes: [Int32] = []
        for _ in 0..<8 {
            codes.append(second.withUnsafeMutableBytes {
                sim.engine.pushExternalAudioFrameRawData($0.baseAddress!, samples: 1_600, sampleRate: 16_000, channels: 1,
                                                         trackId: track, timestamp: 0)
            })
        }
        #expect(codes.prefix(5).allSatisfy { $0 == 0 }, "half a second may be queued: \(codes)")
        #expect(codes.suffix(3).allSatisfy { $0 == -201 }, "then the buffer overflows: \(codes)")
        sim.advance(0.3)
        #expect(second.withUnsafeMutableBytes {
            sim.engine.pushExternalAudioFrameRawData($0.baseAddress!, samples: 1_600, sampleRate: 16_000, channels: 1,
                                                     trackId: track, timestamp: 0)
        } == 0, "the track plays out in real time, making room again")
    }

    @Test(arguments: [(16_000, 1), (48_000, 2), (44_100, 2)])
    func realTimePushingNeverOverflowsAndTheLocalLevelIsThePushedLevel(_ format: (Int, Int)) {
        let (rate, channels) = format
        let sim = SimHarness(remotes: 1)
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        let track = Int(sim.engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig()))
        sim.joinWithCustomTrack(track)
        let codes = sim.pushRealTime(TestAudio.tone(level: 200, seconds: 3, rate: rate, channels: channels), track: track,
                                     rate: rate, channels: channels)
        #expect(codes.allSatisfy { $0 == 0 })
        let local = sim.recorder.volumeReports.filter { $0.first?.uid == 0 }.map { $0[0].volume }
        #expect(local.count >= 14)
        #expect(local.suffix(10).allSatisfy { abs($0 - 200) <= 2 }, "the RMS of the pushed tone: \(local)")
        sim.advance(1)
        let after = sim.recorder.volumeReports.filter { $0.first?.uid == 0 }.map { $0[0].volume }.suffix(3)
        #expect(after.allSatisfy { $0 == 0 }, "silence once the pushed audio has played out: \(after)")
    }

    @Test func onlyAPublishedTrackReachesTheLocalLevel() {
        let sim = SimHarness(remotes: 0)
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        let track = Int(sim.engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig()))
        var options = AgoraRtcChannelMediaOptions()
        options.publishMicrophoneTrack = false
        options.clientRoleType = .broadcaster
        sim.engine.joinChannel(byToken: nil, channelId: "pcm", uid: 0, mediaOptions: options, joinSuccess: nil)
        sim.advance(0.5)
        sim.pushRealTime(TestAudio.tone(level: 180, seconds: 1, rate: 48_000, channels: 2), track: track, rate: 48_000, channels: 2)
        #expect(sim.recorder.volumeReports.filter { $0.first?.uid == 0 }.allSatisfy { $0[0].volume == 0 })
        var publish = AgoraRtcChannelMediaOptions()
        publish.publishCustomAudioTrack = true
        publish.publishCustomAudioTrackId = track
        #expect(sim.engine.updateChannel(with: publish) == 0)
        sim.pushRealTime(TestAudio.tone(level: 180, seconds: 1, rate: 48_000, channels: 2), track: track, rate: 48_000, channels: 2)
        let local = sim.recorder.volumeReports.filter { $0.first?.uid == 0 }.map { $0[0].volume }
        #expect(local.suffix(3).allSatisfy { abs($0 - 180) <= 2 }, "\(local)")
        #expect(sim.recorder.localAudioStats.last?.sentBitrate ?? 0 > 0, "publishing the track sends audio")
    }

    @Test func theLogGetsTheFirstPushAndACountedLineASecond() {
        let sim = SimHarness(remotes: 0)
        let track = Int(sim.engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig()))
        sim.pushRealTime(TestAudio.tone(level: 100, seconds: 3, rate: 48_000, channels: 1), track: track, rate: 48_000, channels: 1)
        let pushes = sim.trace.events.filter { $0.name.hasPrefix("pushExternalAudioFrameRawData") }
        #expect(pushes.count == 3, "\(pushes.map(\.detail))")
        #expect(pushes.first?.isPeriodic == false)
        #expect(pushes.dropFirst().allSatisfy { $0.isPeriodic && $0.detail.hasSuffix("[10 in 1.0 s]") })
        var bad = [Int16](repeating: 0, count: 10)
        _ = bad.withUnsafeMutableBytes {
            sim.engine.pushExternalAudioFrameRawData($0.baseAddress!, samples: 10, sampleRate: 11_025, channels: 1, trackId: track,
                                                     timestamp: 0)
        }
        #expect(sim.trace.events.last?.result == -200, "a changed return code is traced at once")
    }

    @Test func nothingAfterDestroy() {
        let sim = SimHarness(remotes: 2)
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        let track = Int(sim.engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig()))
        sim.joinWithCustomTrack(track)
        sim.pushRealTime(TestAudio.tone(level: 120, seconds: 1, rate: 48_000, channels: 2), track: track, rate: 48_000, channels: 2)
        sim.destroy()
        let events = sim.recorder.events.count
        var pcm = [Int16](repeating: 0, count: 960)
        #expect(pcm.withUnsafeMutableBytes {
            sim.engine.pushExternalAudioFrameRawData($0.baseAddress!, samples: 960, sampleRate: 48_000, channels: 2, trackId: track,
                                                     timestamp: 0)
        } == -7)
        sim.advance(5)
        #expect(sim.recorder.events.count == events)
        #expect(sim.clock.pendingTimerCount == 0, "the audio loop stopped with the engine")
    }
}
