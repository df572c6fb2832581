import Foundation
import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// AudioMixing in virtual time: loops with progress, pause and resume, volumes, seeking, the effect player, and a
/// missing file or a start too soon explained.
@MainActor
@Suite struct AudioMixingTests {
    /// A WAV of `seconds` in `scratch`: a steady 440 Hz tone at 16 kHz mono.
    private static func musicFile(seconds: Double, in scratch: ScratchDirectory, named name: String = "music.wav") throws -> String {
        try TestAudio.writeWAV(TestAudio.sine(amplitude: 8000, seconds: seconds, rate: 16_000), rate: 16_000,
                               to: scratch.file(name))
    }

    @Test func mixingPlaysItsLoopsWithProgressAndStops() throws {
        let scratch = try ScratchDirectory(prefix: "AudioMixingTests")
        defer { scratch.remove() }
        let file = try Self.musicFile(seconds: 4, in: scratch)
        let run = try CaseRun("AudioMixing", form: ["mixingFile": file])
        run.advance(1)
        run.press("mixingCycle")
        run.press("mixingCycle")
        #expect(run.panelText.contains("Loops: twice"))
        run.press("mixingStart")
        run.advance(2.1)
        #expect(run.panelText.contains("State: playing (ok)"))
        #expect(run.panelText.contains("00:02 / 00:04"))
        #expect(run.control("mixingStart")?.isEnabled == false && run.control("mixingPause")?.isEnabled == true)
        run.press("mixingPause")
        run.advance(3)
        #expect(run.panelText.contains("00:02 / 00:04") && run.control("mixingResume")?.isEnabled == true)
        run.press("mixingResume")
        run.advance(6.5)
        #expect(run.panelText.contains("State: stopped (allLoopsCompleted)"))
        #expect(run.callbacks("audioMixingStateChanged", startingWith: "state: .playing, reasonCode: .oneLoopCompleted").count == 1)
        let polls = run.calls("getAudioMixingCurrentPosition").count
        run.advance(3)
        #expect(run.calls("getAudioMixingCurrentPosition").count == polls, "the timer stops with the music")
        run.session.stop()
        #expect(!run.session.log.entries.contains { $0.kind == .error })
    }

    /// A file that is no WAV is explained by the media layer that tried to decode it, not as a broken WAV.
    @Test func aFakeMP3IsExplainedAsAnUnknownFormat() throws {
        let scratch = try ScratchDirectory(prefix: "AudioMixingTests")
        defer { scratch.remove() }
        let fake = scratch.file("song.mp3")
        try Data("not music at all, but long enough to be looked at\n".utf8).write(to: URL(fileURLWithPath: fake))
        let run = try CaseRun("AudioMixing", form: ["mixingFile": fake])
        run.advance(1)
        run.press("mixingStart")
        run.advance(0.2)
        #expect(run.session.notice?.key == "sound.error.unknownFormat", "\(String(describing: run.session.notice))")
        #expect(run.session.notice?.arguments == [fake, "invalidMediaSource -4"])
        run.session.stop()
    }

    /// Issue 30: a file refused for its length says so (the SDK's reason stays canNotOpen; the notice names the
    /// limit). The MP3's Xing header claims hours of frames, so the length is known at open, nothing decoded.
    @Test func aFileTooLongIsExplainedAsTooLong() throws {
        let scratch = try ScratchDirectory(prefix: "AudioMixingTests")
        defer { scratch.remove() }
        let path = try LongMP3Fixture.write(to: scratch.file("hours.mp3"))
        let run = try CaseRun("AudioMixing", form: ["mixingFile": path])
        run.advance(1)
        run.press("mixingStart")
        run.advance(0.2)
        #expect(run.session.notice?.key == "sound.error.tooLong", "\(String(describing: run.session.notice))")
        #expect(run.session.notice?.arguments == [path, "20"])
        #expect(run.panelText.contains("State: failed (canNotOpen)"))
        run.session.stop()
    }

    @Test func aMissingFileAndAStartTooSoonAreExplained() throws {
        let run = try CaseRun("AudioMixing", form: ["mixingFile": "/nonexistent/song.wav"])
        run.advance(1)
        run.press("mixingStart")
        run.advance(0.2)
        // The engine says canNotOpen; the notice says why, as the other media cases do.
        #expect(run.session.notice?.key == "wav.error.io" && run.session.notice?.arguments.first == "/nonexistent/song.wav")
        #expect(run.panelText.contains("State: failed (canNotOpen)"))
        run.press("mixingStart")
        run.advance(0.2)
        #expect(run.session.notice?.key == "mixing.notice.tooFrequent")
        #expect(run.panelText.contains("State: failed (tooFrequentCall)"))
        run.session.stop()
    }

    /// The effect is a sound of its own (a chime), not the music file.
    @Test func theEffectIsItsOwnSound() throws {
        let run = try CaseRun("AudioMixing", seconds: 1)
        run.press("effectPlay")
        let play = try #require(run.calls("playEffect").first)
        #expect(play.detail.contains("sample-effect-48k-mono.wav"), "\(play)")
        #expect(run.panelText.contains("Effect 1: playing"))
        run.press("mixingStart")
        let start = try #require(run.calls("startAudioMixing").first)
        #expect(start.detail.contains("sample-48k-stereo.wav"))
        run.session.stop()
    }

    @Test func volumesSeekAndTheEffectPlayer() throws {
        let scratch = try ScratchDirectory(prefix: "AudioMixingTests")
        defer { scratch.remove() }
        let file = try Self.musicFile(seconds: 30, in: scratch)
        let effect = try Self.musicFile(seconds: 1, in: scratch, named: "effect.wav")
        let run = try CaseRun("AudioMixing", form: ["mixingFile": file, "effectFile": effect])
        run.advance(1)
        run.press("mixingStart")
        run.advance(1)
        run.press("mixingPosition", .increment)
        run.advance(0.6)
        #expect(run.panelText.contains { $0.hasSuffix("00:02 / 00:30") })
        run.press("mixingVolume", .decrement)
        #expect(run.panelText.contains("Playback 40, publish 40"))
        run.press("mixingPublishVolume", .increment)
        #expect(run.panelText.contains("Playback 40, publish 50"))
        run.press("effectPlay")
        #expect(run.called("playEffect", startingWith: "1, filePath: ")
            && run.calls("playEffect").first?.detail.contains("loopCount: -1") == true, "looped until Stop, as the original")
        #expect(run.panelText.contains("Effect 1: playing"))
        run.advance(3.5)
        #expect(run.panelText.contains("Effect 1: playing"), "a 1 s effect still plays after 3.5 s")
        #expect(!run.session.log.entries.contains { $0.key == "mixing.log.effectFinished" })
        run.press("effectPause")
        #expect(run.panelText.contains("Effect 1: paused"))
        run.advance(5)
        run.press("effectResume")
        run.press("effectStop")
        #expect(run.panelText.contains("Effect 1: stopped"))
        run.session.stop()
        #expect(!run.session.log.entries.contains { $0.kind == .error })
    }
}
