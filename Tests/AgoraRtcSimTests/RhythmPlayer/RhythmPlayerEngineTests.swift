import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// The rhythm player (virtual metronome) in virtual time: its config ranges and return codes, the states 810–814,
/// the beats' timing and measure, the sounds as real PCM cut at the next beat, and publishRhythmPlayerTrack deciding
/// whether the channel hears them.
@Suite struct RhythmPlayerEngineTests {
    /// The beats the simulation tells the app of.
    final class Beats: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [AgoraSimRhythmBeat] = []
        func append(_ beat: AgoraSimRhythmBeat) { lock.withLock { stored.append(beat) } }
        var all: [AgoraSimRhythmBeat] { lock.withLock { stored } }
    }

    private static func harness(_ beats: Beats = Beats()) -> SimHarness {
        SimHarness(remotes: 0) { $0.rhythmBeats = { beats.append($0) } }
    }

    /// Two WAVs at 48 kHz mono: a loud 1 s tone for the downbeat and a 30 ms quieter one for the other beats.
    private static func sounds(in scratch: ScratchDirectory, downbeatSeconds: Double = 1) throws -> (String, String) {
        let one = try TestAudio.writeWAV(TestAudio.sine(amplitude: 16_000, frequency: 880, seconds: downbeatSeconds, rate: 48_000),
                                         rate: 48_000, to: scratch.file("ding.wav"))
        let two = try TestAudio.writeWAV(TestAudio.sine(amplitude: 8_000, seconds: 0.03, rate: 48_000), rate: 48_000,
                                         to: scratch.file("dang.wav"))
        return (one, two)
    }

    private func states(_ sim: SimHarness) -> [String] {
        sim.trace.events.filter { $0.name == "rtcEngine(_:didRhythmPlayerStateChanged:reason:)" }.map(\.detail)
    }

    @Test func configRangesAndFilesThatAreNotThere() throws {
        let sim = Self.harness()
        let scratch = try ScratchDirectory(prefix: "rhythm")
        defer { scratch.remove() }
        let (one, two) = try Self.sounds(in: scratch)
        for (measure, bpm) in [(0, 60), (10, 60), (4, 59), (4, 361)] {
            let config = AgoraRhythmPlayerConfig(beatsPerMeasure: measure, beatsPerMinute: bpm)
            #expect(sim.engine.startRhythmPlayer(one, sound2: two, config: config) == -2, "\(measure)/\(bpm)")
        }
        #expect(sim.engine.startRhythmPlayer("/nonexistent/ding.wav", sound2: two, config: .init()) == -22)
        #expect(sim.engine.startRhythmPlayer(one, sound2: "https://webdemo.agora.io/dang.mp3", config: .init()) == -22,
                "no network here: a URL is never found")
        #expect(sim.engine.startRhythmPlayer(one, sound2: scratch.path, config: .init()) == -22, "a directory")
        #expect(sim.engine.configRhythmPlayer(.init()) == -8, "nothing started")
        sim.advance(1)
        #expect(states(sim).isEmpty, "a refused start reports nothing")
        #expect(sim.engine.stopRhythmPlayer() == 0, "nothing to stop is fine")
        sim.advance(0.1)
        #expect(states(sim).isEmpty)
        #expect(sim.engine.startRhythmPlayer("file://" + one, sound2: two,
                                            config: AgoraRhythmPlayerConfig(beatsPerMeasure: 9, beatsPerMinute: 360)) == 0)
        #expect(sim.engine.configRhythmPlayer(AgoraRhythmPlayerConfig(beatsPerMeasure: 1, beatsPerMinute: 361)) == -2)
    }

    @Test func aFileThatIsNotAudioFailsToOpen() throws {
        let sim = Self.harness()
        let scratch = try ScratchDirectory(prefix: "rhythm")
        defer { scratch.remove() }
        let (one, _) = try Self.sounds(in: scratch)
        let notAudio = scratch.file("dang.mp3")
        _ = FileManager.default.createFile(atPath: notAudio, contents: Data(repeating: 0xFF, count: 4096))
        #expect(sim.engine.startRhythmPlayer(one, sound2: notAudio, config: .init()) == 0)
        sim.advance(1)
        #expect(states(sim) == ["state: .opening, reason: .ok", "state: .failed, reason: .canNotOpen"])
        #expect(sim.engine.stopRhythmPlayer() == 0)
        sim.advance(0.1)
        #expect(states(sim).last == "state: .idle, reason: .ok")
        #expect(AgoraRhythmPlayerState.allCases.map(\.rawValue) == [810, 811, 812, 813, 814])
        #expect(AgoraRhythmPlayerReason.allCases.map(\.rawValue) == [0, 1, 801, 802, 803])
    }

    @Test func beatsFollowTheTempoAndTheMeasureUntilStopped() throws {
        let beats = Beats()
        let sim = Self.harness(beats)
        let scratch = try ScratchDirectory(prefix: "rhythm")
        defer { scratch.remove() }
        let (one, two) = try Self.sounds(in: scratch)
        #expect(sim.engine.startRhythmPlayer(one, sound2: two, config: AgoraRhythmPlayerConfig(beatsPerMeasure: 3, beatsPerMinute: 120)) == 0)
        sim.advance(0.03)
        #expect(states(sim) == ["state: .opening, reason: .ok", "state: .decoding, reason: .ok"])
        sim.advance(3.5)
        #expect(states(sim).last == "state: .playing, reason: .ok")
        let played = beats.all
        #expect(played.map(\.number) == [1, 2, 3, 1, 2, 3, 1], "beat 1 of every three is the downbeat")
        let gaps = zip(played.dropFirst(), played).map { $0.timeMs - $1.timeMs }
        #expect(gaps.allSatisfy { $0 == 500 }, "120 BPM is a beat every 500 ms: \(gaps)")
        #expect(played.first?.timeMs == 60, "opening and decoding take 60 ms")
        #expect(sim.engine.stopRhythmPlayer() == 0)
        sim.advance(3)
        #expect(states(sim).last == "state: .idle, reason: .ok")
        #expect(beats.all.count == played.count, "no beat after stop")
    }

    @Test func configRhythmPlayerChangesTheTempoFromTheNextBeatWithANewMeasure() throws {
        let beats = Beats()
        let sim = Self.harness(beats)
        let scratch = try ScratchDirectory(prefix: "rhythm")
        defer { scratch.remove() }
        let (one, two) = try Self.sounds(in: scratch)
        sim.engine.startRhythmPlayer(one, sound2: two, config: AgoraRhythmPlayerConfig(beatsPerMeasure: 4, beatsPerMinute: 60))
        sim.advance(1.5)
        #expect(beats.all.map(\.number) == [1, 2])
        #expect(sim.engine.configRhythmPlayer(AgoraRhythmPlayerConfig(beatsPerMeasure: 2, beatsPerMinute: 240)) == 0)
        sim.advance(1.6)
        let after = Array(beats.all.dropFirst(2))
        #expect(after.map(\.number) == [1, 2, 1, 2, 1], "a new measure of two from the next beat")
        #expect(after.first?.timeMs == 2060, "the beat already due keeps its time")
        #expect(zip(after.dropFirst(), after).allSatisfy { $0.timeMs - $1.timeMs == 250 })
        #expect(after.allSatisfy { $0.beatsPerMinute == 240 && $0.beatsPerMeasure == 2 })
    }

    @Test func theBeatsAreRealSoundCutAtTheNextBeat() throws {
        let sim = Self.harness()
        let scratch = try ScratchDirectory(prefix: "rhythm")
        defer { scratch.remove() }
        let (one, two) = try Self.sounds(in: scratch)
        let observer = AudioFrameRecorder(positions: [.playback])
        sim.engine.setAudioFrameDelegate(observer)
        #expect(sim.engine.setPlaybackAudioFrameParametersWithSampleRate(48_000, channel: 1, mode: .readOnly, samplesPerCall: 480) == 0)
        sim.joinAsBroadcaster(video: false)
        let before = observer.frames("playback").count
        #expect(before > 0 && observer.frames("playback").allSatisfy { $0.level == 0 }, "nobody to hear yet")
        // 10 ms frames from the start call on: the first beat is 60 ms after it.
        sim.engine.startRhythmPlayer(one, sound2: two, config: AgoraRhythmPlayerConfig(beatsPerMeasure: 2, beatsPerMinute: 120))
        sim.advance(2.2)
        let frames = observer.frames("playback").dropFirst(before).map(\.level)
        func levels(_ from: Double, _ to: Double) -> ArraySlice<Int> {
            let first = Int(((0.06 + from) / 0.01).rounded()), last = Int(((0.06 + to) / 0.01).rounded())
            return frames[min(first, frames.count)..<min(last, frames.count)]
        }
        #expect(levels(-0.06, 0).allSatisfy { $0 == 0 }, "silence before the first beat")
        let downbeat = levels(0.01, 0.49), beat = levels(0.51, 0.53)
        #expect(downbeat.allSatisfy { $0 > 0 } && beat.allSatisfy { $0 > 0 })
        #expect(downbeat.min()! > beat.max()!, "sound 1 (the louder) on beat 1, sound 2 on beat 2")
        #expect(levels(0.55, 0.99).allSatisfy { $0 == 0 }, "sound 2 is 30 ms long")
        #expect(levels(1.01, 1.49).allSatisfy { $0 > 0 }, "the next measure's downbeat")
        #expect(levels(1.51, 1.53).allSatisfy { $0 > 0 } && levels(1.51, 1.53).max()! < downbeat.min()!,
                "the 1 s downbeat was cut at the next beat, 500 ms on")
        sim.engine.stopRhythmPlayer()
        sim.advance(0.5)
        #expect(observer.frames("playback").suffix(20).allSatisfy { $0.level == 0 }, "silent once stopped")
    }

    /// What the channel hears: with the microphone at volume 0, only the metronome is in what the local user sends,
    /// and only when the join published it.
    @Test(arguments: [true, false])
    func theChannelHearsTheBeatsOnlyWhenPublished(_ published: Bool) throws {
        let sim = Self.harness()
        let scratch = try ScratchDirectory(prefix: "rhythm")
        defer { scratch.remove() }
        let (one, two) = try Self.sounds(in: scratch)
        sim.engine.adjustRecordingSignalVolume(0)
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        sim.engine.setClientRole(.broadcaster)
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = false
        options.publishRhythmPlayerTrack = published
        options.clientRoleType = .broadcaster
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: options, joinSuccess: nil)
        sim.advance(1)
        #expect(sim.engine.simPublishers(inChannel: "demo").first?.audio == false, "no microphone, nothing playing")
        sim.engine.startRhythmPlayer(one, sound2: two, config: AgoraRhythmPlayerConfig(beatsPerMeasure: 1, beatsPerMinute: 60))
        sim.advance(3)
        let sent = sim.recorder.localReports.suffix(10).map(\.volume)
        #expect(sim.engine.simPublishers(inChannel: "demo").first?.audio == published)
        if published {
            #expect(sent.allSatisfy { $0 > 0 }, "the 1 s downbeat every second is sent: \(sent)")
        } else {
            #expect(sent.allSatisfy { $0 == 0 }, "heard locally only: \(sent)")
        }
        #expect(sim.trace.events.contains { $0.name.hasPrefix("joinChannel(") && $0.detail.contains("publishRhythmPlayerTrack: \(published)") })
    }
}
