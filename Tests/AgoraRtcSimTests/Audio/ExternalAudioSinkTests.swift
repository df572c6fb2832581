import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

@Suite struct ExternalAudioSinkTests {
    @Test func sinkParametersAreValidated() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.enableExternalAudioSink(true, sampleRate: 22_050, channels: 2) == -2)
        #expect(sim.engine.enableExternalAudioSink(true, sampleRate: 44_100, channels: 3) == -2)
        #expect(sim.pull(400).ok == false, "no sink, nothing to pull")
        #expect(sim.engine.enableExternalAudioSink(true, sampleRate: 44_100, channels: 2) == 0)
        #expect(sim.pull(402).ok == false, "not whole stereo frames")
        #expect(sim.pull(0).ok == false)
        let beforeJoining = sim.pull(400)
        #expect(beforeJoining.ok && beforeJoining.samples.allSatisfy { $0 == 0 }, "silence before anything is mixed")
        #expect(sim.engine.enableExternalAudioSink(false, sampleRate: 0, channels: 0) == 0, "disabling needs no format")
        #expect(sim.pull(400).ok == false)
    }

    @Test(arguments: [(44_100, 2), (16_000, 1), (48_000, 2)])
    func pullingYieldsTheRemoteUsersSpeech(_ format: (Int, Int)) {
        let (rate, channels) = format
        let sim = SimHarness(remotes: 1)
        sim.engine.enableExternalAudioSink(true, sampleRate: UInt(rate), channels: UInt(channels))
        sim.joinAsBroadcaster(video: false)
        sim.advance(3.5)
        // The original's loop: 100 ms of audio every 100 ms.
        let bytes = rate / 10 * channels * 2
        var levels: [Int] = []
        for _ in 0..<40 {
            sim.advance(0.1)
            let pulled = sim.pull(bytes)
            #expect(pulled.ok && pulled.samples.count == bytes / 2)
            if channels == 2 {
                #expect(stride(from: 0, to: pulled.samples.count, by: 2).allSatisfy { pulled.samples[$0] == pulled.samples[$0 + 1] },
                        "a mono voice in both channels")
            }
            levels.append(PCMLevel.level(pulled.samples))
        }
        #expect(levels.filter { $0 > 120 }.count > 8, "the remote user talks: \(levels)")
        #expect(levels.contains { $0 < 80 }, "and pauses: \(levels)")
    }

    @Test func pulledAudioIsTheRemoteVoiceSampleForSample() {
        let sim = SimHarness(remotes: 1)
        sim.engine.enableExternalAudioSink(true, sampleRate: 48_000, channels: 1)
        sim.joinAsBroadcaster(video: false)
        sim.advance(4)
        let uid = sim.recorder.events.first { $0.hasPrefix("joined ") }.flatMap { UInt($0.dropFirst(7)) } ?? 0
        #expect(uid != 0)
        // The sink holds the last second: exactly the 100 blocks before the last one processed.
        let (startedAt, blocksDone) = sim.engine.lock.locked { (sim.engine.state.audio.startedAt, sim.engine.state.audio.blocksDone) }
        let pulled = sim.pull(96_000).samples
        var expected: [Int16] = []
        for block in (blocksDone - 100)..<blocksDone {
            let start = startedAt + Double(block) * SimPCM.blockSeconds
            expected += SimPCM.int16(SimVoice.block(voice: UInt64(uid), start: start, frames: 480, rate: 48_000, channels: 1, gain: 1))
        }
        #expect(pulled == expected)
    }

    @Test func theVoiceReadsAtTheSpeechEnvelopesLevel() {
        var close = 0
        for index in 0..<500 {
            let start = 3 + Double(index) * 0.037
            let block = SimPCM.int16(SimVoice.block(voice: 424_242, start: start, frames: 480, rate: 48_000, channels: 1, gain: 1))
            let expected = SimSpeechEnvelope.level(voice: 424_242, at: start + 0.005)
            if abs(PCMLevel.level(block) - expected) <= 10 { close += 1 }
        }
        #expect(close >= 475, "\(close) of 500 blocks within 10 of the envelope")
    }

    @Test func silenceWithoutRemoteSpeakersOrWithPlaybackMuted() {
        let alone = SimHarness(remotes: 0)
        alone.engine.enableExternalAudioSink(true, sampleRate: 48_000, channels: 2)
        alone.joinAsBroadcaster(video: false)
        alone.advance(3)
        #expect(alone.pull(19_200).samples.allSatisfy { $0 == 0 })

        let muted = SimHarness(remotes: 2)
        muted.engine.enableExternalAudioSink(true, sampleRate: 48_000, channels: 2)
        muted.engine.adjustPlaybackSignalVolume(0)
        muted.joinAsBroadcaster(video: false)
        muted.advance(4)
        #expect(muted.pull(19_200).samples.allSatisfy { $0 == 0 })
    }

    @Test func theSinkHoldsAtMostASecond() {
        let sim = SimHarness(remotes: 1)
        sim.engine.enableExternalAudioSink(true, sampleRate: 16_000, channels: 1)
        sim.joinAsBroadcaster(video: false)
        sim.advance(10)
        let backlog = sim.pull(64_000).samples
        #expect(backlog.prefix(16_000).contains { $0 != 0 })
        #expect(backlog.suffix(16_000).allSatisfy { $0 == 0 }, "only the last second was kept")
    }

    @Test func locallyPlayedCustomTracksAreInTheMix() {
        let sim = SimHarness(remotes: 0)
        sim.engine.enableExternalAudioSink(true, sampleRate: 48_000, channels: 1)
        let track = Int(sim.engine.createCustomAudioTrack(.mixable, config: AgoraAudioTrackConfig(enableLocalPlayback: true)))
        sim.joinWithCustomTrack(track)
        _ = sim.pull(96_000)
        sim.pushRealTime(TestAudio.tone(level: 190, seconds: 1, rate: 48_000, channels: 1), track: track, rate: 48_000, channels: 1)
        #expect(abs(PCMLevel.level(sim.pull(48_000).samples.suffix(24_000).map { $0 }) - 190) <= 2)
        sim.engine.enableCustomAudioLocalPlayback(track, enabled: false)
        sim.pushRealTime(TestAudio.tone(level: 190, seconds: 1, rate: 48_000, channels: 1), track: track, rate: 48_000, channels: 1)
        #expect(sim.pull(48_000).samples.suffix(24_000).allSatisfy { $0 == 0 }, "local playback off")
    }
}
