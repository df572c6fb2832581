import Foundation
import MediaDecoding
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// Audio mixing and sound effects play compressed files (MP3, AAC in M4A, Opus in OGG, an MP4's sound) through
/// the media layer, with the file's real duration; WAV keeps its own reader.
@Suite struct AudioMixingCompressedFileTests {
    /// 1.5 s of a 440 Hz tone at 44.1 kHz stereo, encoded into `name` (its extension picks the container).
    static func encodedTone(_ name: String, encoder: String, rate: Int = 44_100, in scratch: ScratchDirectory) throws -> String {
        let path = scratch.file(name)
        let writer = try MediaWriter(path: path)
        let stream = try writer.addAudio(encoder: encoder, sampleRate: rate, channels: 2, bitRate: 96_000)
        try writer.begin()
        let mono = TestAudio.sine(amplitude: 12_000, seconds: 1.5, rate: rate)
        try writer.writeAudio(stream: stream, samples: mono.flatMap { [$0, $0] }, channels: 2)
        try writer.finish()
        return path
    }

    @Test(arguments: [("tone.mp3", "libmp3lame"), ("tone.m4a", "aac"), ("tone.ogg", "libopus")])
    func mixesACompressedFileWithItsRealDuration(_ name: String, _ encoder: String) throws {
        let scratch = try ScratchDirectory(prefix: "mixing")
        let path = try Self.encodedTone(name, encoder: encoder, rate: encoder == "libopus" ? 48_000 : 44_100, in: scratch)
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.startAudioMixing(path, loopback: false, cycle: 1, startPos: 0) == 0)
        sim.advance(0.1)
        #expect(sim.recorder.events.contains("mixing playing ok"), "\(sim.recorder.events)")
        let duration = Int(sim.engine.getAudioMixingDuration())
        #expect(abs(duration - 1500) <= 50, "\(name): \(duration) ms")
        sim.advance(2)
        #expect(sim.recorder.events.contains("mixing stopped allLoopsCompleted"), "\(sim.recorder.events)")
        sim.destroy()
    }

    @Test func mixesTheSoundOfTheSampleMovieAndPlaysItAsAnEffect() throws {
        let movie = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/Media/" + SampleMovie.fileName).path
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.startAudioMixing(movie, loopback: false, cycle: 1, startPos: 0) == 0)
        #expect(abs(Int(sim.engine.getAudioMixingDuration()) - SampleMovie.durationMilliseconds) <= 50)
        #expect(sim.engine.playEffect(7, filePath: movie, loopCount: 0, pitch: 1, pan: 0, gain: 100, publish: false) == 0)
        sim.destroy()
    }

    @Test func aFakeCompressedFileStillCannotOpen() throws {
        let scratch = try ScratchDirectory(prefix: "mixing")
        let fake = scratch.file("song.mp3")
        #expect(FileManager.default.createFile(atPath: fake, contents: Data("not music at all\n".utf8)))
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.startAudioMixing(fake, loopback: false, cycle: 1, startPos: 0) == 0)
        sim.advance(0.1)
        #expect(sim.recorder.events.contains("mixing failed canNotOpen"), "\(sim.recorder.events)")
        sim.destroy()
    }
}
