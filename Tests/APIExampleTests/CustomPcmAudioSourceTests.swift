import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import APIExample

/// CustomPcmAudioSource in virtual time: a WAV pushed through a custom audio track, its level on the local meter.
@MainActor
@Suite struct CustomPcmAudioSourceTests {
    @Test func theLocalMeterShowsTheBundledFilesLevel() throws {
        let clock = AgoraSimVirtualClock()
        let session = try CaseRun("CustomPcmAudioSource", clock: clock, seconds: 1).session
        #expect(session.tiles.first?.volume == 0, "nothing is published before Push PCM")
        session.perform("pushPcm", .activate)
        var levels: [Int] = []
        for _ in 0..<15 {
            clock.advance(by: 0.2)
            levels.append(session.tiles.first?.volume ?? -1)
        }
        #expect(levels.filter { $0 > 140 }.count >= 8, "the melody's notes: \(levels)")
        #expect(levels.contains { $0 < 60 }, "and its rest: \(levels)")
        #expect(session.log.called("pushExternalAudioFrameRawData"))
        session.perform("pushPcm", .activate)
        clock.advance(by: 1)
        #expect(session.tiles.first?.volume == 0, "unpublished again")
        session.stop()
    }

    @Test func withoutLoopingThePusherStopsAtTheEndOfTheFile() throws {
        let session = try CaseRun("CustomPcmAudioSource", ["loop": .bool(false), "pushOnJoin": .bool(true)], seconds: 5).session
        #expect(session.log.entries.contains { $0.key == "pcm.log.eof" })
        #expect(session.controls.first { $0.id == "pushPcm" }?.kind == .toggle(false))
        #expect(session.log.called("updateChannel", containing: "publishCustomAudioTrack: false"))
        session.stop()
    }

    @Test func aBadPCMFileIsAClearMessageAndNoJoin() throws {
        let scratch = try ScratchDirectory(prefix: "CustomPcmAudioSourceTests")
        defer { scratch.remove() }
        let path = scratch.file("not-a-wav.wav")
        try Data("ID3 this is an mp3".utf8).write(to: URL(fileURLWithPath: path))
        let bad = try CaseRun("CustomPcmAudioSource", ["pcmFile": .string(path)], seconds: 2).session
        // Not a WAV; its ID3 tag makes the media layer take it for an MP3 that breaks off: its reason, as the SDK's
        // player would give it.
        #expect(bad.notice?.key == "sound.error.readFailed" && bad.notice?.arguments == [path, "invalidMediaSource -4"])
        #expect(!bad.status.isJoined)
        bad.stop()
        let missing = try CaseRun("CustomPcmAudioSource", ["pcmFile": .string("/nonexistent/file.wav")], seconds: 1).session
        #expect(missing.notice?.key == "wav.error.io")
        missing.stop()
    }

    /// Anything the media layer decodes is pushed as 48 kHz PCM: here the sample movie's sound.
    @Test func theSoundOfAMovieIsPushedToo() throws {
        let session = try CaseRun("CustomPcmAudioSource", ["pcmFile": .string("sample-160x90-h264-aac-mp3.mp4"),
                                                           "pushOnJoin": .bool(true)], seconds: 1.5).session
        #expect(session.log.entries.contains { $0.key == "pcm.log.loaded" && $0.text.contains("48000") })
        #expect(session.log.called("pushExternalAudioFrameRawData", containing: "sampleRate: 48000, channels: 2"))
        #expect((session.tiles.first?.volume ?? 0) > 0)
        #expect(!session.log.entries.contains { $0.kind == .error })
        session.stop()
    }

    @Test func aUserWAVAt16kMonoIsPushedToo() throws {
        let scratch = try ScratchDirectory(prefix: "CustomPcmAudioSourceTests")
        defer { scratch.remove() }
        let path = try TestAudio.writeWAV(TestAudio.sine(amplitude: 9_000, frequency: 300, seconds: 2, rate: 16_000),
                                          rate: 16_000, to: scratch.file("tone-16k.wav"))
        let session = try CaseRun("CustomPcmAudioSource", ["pcmFile": .string(path), "pushOnJoin": .bool(true)], seconds: 1.5).session
        #expect(session.log.called("pushExternalAudioFrameRawData", containing: "sampleRate: 16000, channels: 1"))
        // A steady tone at 9000 peak: RMS 6364, −14.2 dBFS.
        #expect(abs((session.tiles.first?.volume ?? 0) - PCMLevel.level(rms: 9_000 / 2.0.squareRoot())) <= 2)
        session.stop()
    }
}
