import Foundation
import MediaFormats
import Testing
@testable import AgoraRtcSim

@Suite struct AudioFrameObserverTests {
    @Test func defaultFramesAreTenMillisecondsInTheSDKsFormat() {
        let sim = SimHarness(remotes: 2)
        let observer = AudioFrameRecorder()
        #expect(sim.engine.setAudioFrameDelegate(observer))
        sim.joinAsBroadcaster(video: false)
        sim.advance(3)
        let start = observer.frames.count
        sim.advance(1)
        let second = Array(observer.frames.dropFirst(start))
        for position in ["record", "playback", "mixed"] {
            let frames = second.filter { $0.position == position }
            #expect(frames.count == 100, "\(position): 100 frames a second")
            // Live broadcasting's default profile: 48 kHz mono.
            #expect(frames.allSatisfy { $0.frame.samplesPerSec == 48_000 && $0.frame.channels == 1 && $0.frame.samplesPerChannel == 480 })
            #expect(frames.allSatisfy { $0.frame.buffer.count == 960 && $0.frame.bytesPerSample == 2 && $0.channelId == "demo" })
        }
        let uids = Set(second.filter { $0.position == "beforeMixing" }.compactMap(\.uid))
        #expect(uids.count == 2, "one stream per remote speaker")
        #expect(second.filter { $0.position == "beforeMixing" }.count == 200)
    }

    @Test func setParametersChooseFormatAndCadence() {
        let sim = SimHarness(remotes: 1)
        let observer = AudioFrameRecorder()
        sim.engine.setAudioFrameDelegate(observer)
        #expect(sim.engine.setRecordingAudioFrameParametersWithSampleRate(44_100, channel: 2, mode: .readOnly, samplesPerCall: 1024) == 0)
        #expect(sim.engine.setPlaybackAudioFrameParametersWithSampleRate(16_000, channel: 1, mode: .readWrite, samplesPerCall: 320) == 0)
        #expect(sim.engine.setMixedAudioFrameParametersWithSampleRate(32_000, channel: 2, samplesPerCall: 3_200) == 0)
        #expect(sim.engine.setPlaybackAudioFrameBeforeMixingParametersWithSampleRate(8_000, channel: 2) == 0)
        sim.joinAsBroadcaster(video: false)
        sim.advance(3)
        let start = observer.frames.count
        sim.advance(2)
        let frames = Array(observer.frames.dropFirst(start))
        let record = frames.filter { $0.position == "record" }
        // 1024 samples / (44100 Hz × 2) = 11.6 ms: 172 or 173 frames in 2 s.
        #expect((171...174).contains(record.count), "\(record.count)")
        #expect(record.allSatisfy { $0.frame.samplesPerChannel == 512 && $0.frame.channels == 2 && $0.frame.samplesPerSec == 44_100 })
        let playback = frames.filter { $0.position == "playback" }
        #expect(playback.count == 100, "320 samples at 16 kHz mono: 20 ms")
        #expect(playback.allSatisfy { $0.frame.samplesPerChannel == 320 && $0.frame.channels == 1 })
        let mixed = frames.filter { $0.position == "mixed" }
        #expect(mixed.count == 40, "3200 samples at 32 kHz stereo: 50 ms")
        let before = frames.filter { $0.position == "beforeMixing" }
        #expect(before.count == 200 && before.allSatisfy { $0.frame.samplesPerSec == 8_000 && $0.frame.samplesPerChannel == 80 })
    }

    @Test func badParametersAreRejected() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.setRecordingAudioFrameParametersWithSampleRate(22_050, channel: 1, mode: .readOnly, samplesPerCall: 441) == -2)
        #expect(sim.engine.setRecordingAudioFrameParametersWithSampleRate(48_000, channel: 3, mode: .readOnly, samplesPerCall: 1_440) == -2)
        #expect(sim.engine.setPlaybackAudioFrameParametersWithSampleRate(48_000, channel: 1, mode: .readOnly, samplesPerCall: 240) == -2,
                "5 ms is shorter than the 10 ms minimum")
        #expect(sim.engine.setMixedAudioFrameParametersWithSampleRate(48_000, channel: 2, samplesPerCall: 1_921) == -2, "not whole frames")
        #expect(sim.engine.setMixedAudioFrameParametersWithSampleRate(48_000, channel: 2, samplesPerCall: 0) == -2)
        #expect(sim.engine.setPlaybackAudioFrameBeforeMixingParametersWithSampleRate(11_025, channel: 1) == -2)
    }

    @Test func theDelegatesOwnParamsApplyWhenNoneWereSet() {
        let sim = SimHarness(remotes: 0)
        let observer = AudioFrameRecorder(positions: [.record], recordParams: AgoraAudioParams(sampleRate: 16_000, channel: 1,
                                                                                           mode: .readOnly, samplesPerCall: 320))
        sim.engine.setAudioFrameDelegate(observer)
        sim.joinAsBroadcaster(video: false)
        sim.advance(1)
        #expect(!observer.frames.isEmpty && observer.frames.allSatisfy { $0.position == "record" }, "only the observed position")
        #expect(observer.frames.allSatisfy { $0.frame.samplesPerSec == 16_000 && $0.frame.samplesPerChannel == 320 })
    }

    @Test func framesCarryRealLevels() {
        let sim = SimHarness(remotes: 1)
        let observer = AudioFrameRecorder()
        sim.engine.setAudioFrameDelegate(observer)
        sim.joinAsBroadcaster(video: false)
        sim.advance(12)
        for position in ["record", "playback", "beforeMixing"] {
            let levels = observer.frames(position).suffix(900).map(\.level)
            #expect(levels.filter { $0 > 120 }.count > 40, "\(position) has speech")
            #expect(levels.contains { $0 < 60 }, "\(position) has pauses")
        }
        // The mix is the recording plus the playback, sample by sample.
        let record = observer.frames("record").suffix(50).map(\.samples)
        let playback = observer.frames("playback").suffix(50).map(\.samples)
        let mixed = observer.frames("mixed").suffix(50).map(\.samples)
        for ((r, p), m) in zip(zip(record, playback), mixed) {
            for index in r.indices {
                #expect(abs(Int(m[index]) - max(-32768, min(32767, Int(r[index]) + Int(p[index])))) <= 1)
            }
        }
    }

    @Test func nothingAfterUnregisteringOrDestroy() {
        let sim = SimHarness(remotes: 1)
        let observer = AudioFrameRecorder()
        sim.engine.setAudioFrameDelegate(observer)
        sim.joinAsBroadcaster(video: false)
        sim.advance(2)
        sim.engine.setAudioFrameDelegate(nil)
        let count = observer.frames.count
        sim.advance(1)
        #expect(count > 0 && observer.frames.count == count)
        sim.engine.setAudioFrameDelegate(observer)
        sim.advance(1)
        sim.destroy()
        let final = observer.frames.count
        sim.advance(3)
        #expect(final > count && observer.frames.count == final)
        #expect(sim.clock.pendingTimerCount == 0)
    }

    @Test func framesStopWhenLeavingAndTheLogIsThrottled() {
        let sim = SimHarness(remotes: 1)
        let observer = AudioFrameRecorder()
        sim.engine.setAudioFrameDelegate(observer)
        sim.joinAsBroadcaster(video: false)
        sim.advance(3)
        sim.engine.leaveChannel(nil)
        sim.advance(0.1)
        let count = observer.frames.count
        sim.advance(2)
        #expect(observer.frames.count == count, "no frames outside a channel")
        let traced = sim.trace.events.filter { $0.name == "onRecordAudioFrame(_:channelId:)" }
        #expect((2...4).contains(traced.count), "first frame, then a counted line a second: \(traced.map(\.detail))")
        #expect(traced.dropFirst().allSatisfy { $0.isPeriodic && $0.detail.contains("in 1.0 s]") })
    }
}

@Suite struct EarMonitoringFrameTests {
    @Test func earMonitoringFramesFollowInEarMonitoring() {
        let sim = SimHarness(remotes: 1)
        let observer = AudioFrameRecorder(positions: [.earMonitoring])
        sim.engine.setAudioFrameDelegate(observer)
        #expect(sim.engine.setEarMonitoringAudioFrameParametersWithSampleRate(16_000, channel: 1, mode: .readOnly,
                                                                               samplesPerCall: 320) == 0)
        sim.joinAsBroadcaster(video: false)
        sim.advance(2)
        #expect(observer.frames.isEmpty, "no in-ear monitoring, no frames")
        sim.engine.enable(inEarMonitoring: true)
        sim.advance(8)
        let frames = observer.frames("ear")
        #expect((395...405).contains(frames.count), "20 ms frames: \(frames.count)")
        #expect(frames.allSatisfy { $0.frame.samplesPerSec == 16_000 && $0.frame.samplesPerChannel == 320 })
        #expect(frames.contains { $0.level > 100 }, "the microphone, monitored")
        sim.engine.setInEarMonitoringVolume(0)
        sim.advance(1)
        #expect(observer.frames("ear").suffix(20).allSatisfy { $0.level == 0 })
    }
}
