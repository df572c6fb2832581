import Foundation
import MediaDecoding
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// `startAudioRecording(_:)` / `stopAudioRecording()` in virtual time: real WAV files as long as the time recorded,
/// holding the microphone or the remote users as asked, the SDK's refusals, and the file finished by stop, leave
/// and destroy.
@Suite struct AudioRecordingTests {
    static func config(_ path: String, rate: Int = 44_100, channels: Int = 1,
                       option: AgoraAudioFileRecordingType = .mic, codec: Bool = false) -> AgoraAudioRecordingConfiguration {
        AgoraAudioRecordingConfiguration(filePath: path, codec: codec, sampleRate: rate, fileRecordOption: option,
                                         quality: .medium, recordingChannel: channels)
    }

    static func rms(_ samples: [Int16]) -> Double {
        guard !samples.isEmpty else { return 0 }
        return (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
    }

    @Test(arguments: [(44_100, 2), (16_000, 1), (48_000, 1)])
    func theWAVHoldsTheMicrophoneForTheTimeRecorded(_ format: (Int, Int)) throws {
        let (rate, channels) = format
        let scratch = try ScratchDirectory(prefix: "apiexample-audiorec")
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster(video: false)
        sim.advance(1)
        let path = scratch.file("mic.wav")
        #expect(sim.engine.startAudioRecording(Self.config(path, rate: rate, channels: channels)) == 0)
        sim.advance(3)
        #expect(sim.engine.stopAudioRecording() == 0)
        let wav = try WAVReader.read(path: path)
        #expect(wav.sampleRate == rate && wav.channels == channels)
        // Whole 10 ms blocks of the loop: 3 s, within one block.
        #expect(abs(wav.frameCount - 3 * rate) <= rate / 100, "\(wav.frameCount) frames")
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size == 44 + wav.samples.count * 2, "the header's sizes are the file's")
        #expect((300...20_000).contains(Self.rms(wav.samples)), "the microphone speaks: RMS \(Self.rms(wav.samples))")
        if channels == 2 {
            #expect(stride(from: 0, to: wav.samples.count, by: 2).allSatisfy { wav.samples[$0] == wav.samples[$0 + 1] },
                    "the mono voice copied to both channels")
        }
        sim.advance(1)
        #expect(try WAVReader.read(path: path).frameCount == wav.frameCount, "nothing is written after the stop")
    }

    /// Records `option` into `path` for `seconds`; the file's RMS.
    static func recordedRMS(_ sim: SimHarness, _ path: String, _ option: AgoraAudioFileRecordingType,
                            seconds: Double = 4) throws -> Double {
        #expect(sim.engine.startAudioRecording(config(path, option: option)) == 0)
        sim.advance(seconds)
        sim.engine.stopAudioRecording()
        return rms(try WAVReader.read(path: path).samples)
    }

    @Test func playbackHoldsTheRemoteUsersAndMixedBoth() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-audiorec")
        let alone = SimHarness(remotes: 0)
        alone.joinAsBroadcaster(video: false)
        alone.advance(1)
        #expect(try Self.recordedRMS(alone, scratch.file("alone.wav"), .playback) == 0, "nobody to hear")

        let sim = SimHarness(remotes: 2)
        sim.joinAsBroadcaster(video: false)
        sim.advance(3)
        let playback = try Self.recordedRMS(sim, scratch.file("playback.wav"), .playback)
        #expect(playback > 300, "the remote users are heard: RMS \(playback)")
        let mixed = try Self.recordedRMS(sim, scratch.file("mixed.wav"), .mixed)
        #expect(mixed > 300, "RMS \(mixed)")
    }

    @Test func refusals() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-audiorec")
        let sim = SimHarness(remotes: 0)
        let path = scratch.file("a.wav")
        #expect(sim.engine.startAudioRecording(Self.config(path)) == -113, "not in a channel")
        #expect(sim.engine.stopAudioRecording() == 0, "nothing to stop")
        sim.joinAsBroadcaster(video: false)
        sim.advance(1)
        #expect(sim.engine.startAudioRecording(Self.config(path, rate: 22_050)) == -2)
        #expect(sim.engine.startAudioRecording(Self.config(path, rate: 8_000)) == -2)
        #expect(sim.engine.startAudioRecording(Self.config(path, channels: 3)) == -2)
        #expect(sim.engine.startAudioRecording(Self.config("")) == -2)
        #expect(sim.engine.startAudioRecording(Self.config(scratch.path + "/")) == -2)
        #expect(sim.engine.startAudioRecording(Self.config(scratch.file("missing/a.wav"))) == -2, "no such directory")
        #expect(!FileManager.default.fileExists(atPath: path))
        // The SDK's two formats, named by the extension: WAV for the data as recorded, AAC when encoding.
        for (name, codec) in [("a.mp3", true), ("a.mp3", false), ("a.ogg", true), ("a", false), ("a.aac", false),
                              ("a.m4a", false), ("c.wav", true), ("a.flac", false)] {
            #expect(sim.engine.startAudioRecording(Self.config(scratch.file(name), codec: codec)) == -2, "\(name), codec \(codec)")
            #expect(!FileManager.default.fileExists(atPath: scratch.file(name)))
        }
        #expect(sim.engine.startAudioRecording(Self.config(path)) == 0)
        #expect(sim.engine.startAudioRecording(Self.config(scratch.file("b.wav"))) == -4, "one recording at a time")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("b.wav")))
        sim.advance(0.5)
        #expect(sim.engine.stopAudioRecording() == 0)
        #expect(sim.engine.stopAudioRecording() == 0)
        #expect(sim.engine.startAudioRecording(Self.config(scratch.file("b.wav"))) == 0, "a new one after the stop")
        sim.engine.stopAudioRecording()
    }

    @Test func leavingAndDestroyingFinishTheFile() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-audiorec")
        let sim = SimHarness(remotes: 1)
        sim.joinAsBroadcaster(video: false)
        sim.advance(1)
        #expect(sim.engine.startAudioRecording(Self.config(scratch.file("left.wav"))) == 0)
        sim.advance(2)
        sim.engine.leaveChannel(nil)
        let left = try WAVReader.read(path: scratch.file("left.wav"))
        #expect(abs(left.frameCount - 2 * 44_100) <= 441, "\(left.frameCount)")
        #expect(sim.engine.stopAudioRecording() == 0, "already finished by the leave")

        sim.joinAsBroadcaster(video: false)
        sim.advance(1)
        #expect(sim.engine.startAudioRecording(Self.config(scratch.file("destroyed.wav"))) == 0)
        sim.advance(1.5)
        sim.destroy()
        let destroyed = try WAVReader.read(path: scratch.file("destroyed.wav"))
        #expect(abs(destroyed.frameCount - 66_150) <= 441, "\(destroyed.frameCount)")
        #expect(Self.rms(destroyed.samples) > 0)
    }

    @Test func codecWritesAACThroughTheMediaLayer() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-audiorec")
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster(video: false)
        sim.advance(1)
        let path = scratch.file("mic.m4a")
        let code = sim.engine.startAudioRecording(Self.config(path, rate: 32_000, codec: true))
        guard (try? MediaLayer.load()) != nil else {
            #expect(code == -4, "no media layer, no AAC encoder")
            return
        }
        #expect(code == 0)
        sim.advance(3)
        sim.engine.stopAudioRecording()
        let sound = try MediaSound.decode(path, sampleRate: 32_000, maxChannels: 1, maximumMilliseconds: 10_000)
        #expect(abs(Double(sound.samples.count) / 32_000 - 3) < 0.2, "\(sound.samples.count) samples")
        #expect(Self.rms(sound.samples) > 300)
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size < 44 + 3 * 32_000 * 2 / 4, "compressed: \(size) bytes")
    }

    /// What a player sees in each format the SDK writes: `ffprobe`'s codec, container, rate, channels and length.
    @Test(arguments: [("rec.wav", false, "pcm_s16le", "wav"), ("rec.aac", true, "aac", "aac"), ("rec.m4a", true, "aac", "mp4"),
                      ("rec.mp4", true, "aac", "mp4")])
    func eachFormatIsWhatItsExtensionSays(_ format: (String, Bool, String, String)) throws {
        let (name, codec, codecName, container) = format
        guard codec == false || (try? MediaLayer.load()) != nil else { return }
        let scratch = try ScratchDirectory(prefix: "apiexample-audiorec")
        defer { scratch.remove() }
        let sim = SimHarness(remotes: 0)
        defer { sim.destroy() }
        sim.joinAsBroadcaster(video: false)
        sim.advance(1)
        #expect(sim.engine.startAudioRecording(Self.config(scratch.file(name), rate: 48_000, channels: 2, codec: codec)) == 0)
        sim.advance(2)
        sim.engine.stopAudioRecording()
        let probe = try FFprobeStreams.probe(scratch.file(name))
        #expect(probe.formatName.contains(container), "\(probe.formatName)")
        #expect(probe.video.isEmpty)
        let audio = try #require(probe.audio.first)
        #expect(audio.codecName == codecName)
        #expect((audio.sampleRate, audio.channels) == (48_000, 2))
        #expect(abs(probe.duration - 2) < 0.1, "\(probe.duration)")
    }
}
