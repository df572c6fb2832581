import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// Audio mixing (§8.10: states 710–714, reasons 701–726, calls ≥ 500 ms apart) and sound effects, in virtual time.
@Suite struct AudioMixingTests {
    /// A WAV of `seconds` at 16 kHz mono in `scratch`: a 440 Hz tone whose loudness swells and fades every second.
    static func musicFile(seconds: Double, in scratch: ScratchDirectory) throws -> String {
        let samples = TestAudio.sine(amplitude: 12_000, seconds: seconds, rate: 16_000) { 0.55 + 0.45 * sin(2 * Double.pi * $0) }
        return try TestAudio.writeWAV(samples, rate: 16_000, to: scratch.file("music.wav"))
    }

    private func mixingEvents(_ sim: SimHarness) -> [String] {
        sim.recorder.events.filter { $0.hasPrefix("mixing ") || $0.hasPrefix("effectFinished") }
    }

    @Test func startPauseResumeSeekAndStop() throws {
        let sim = SimHarness(remotes: 0)
        let scratch = try ScratchDirectory(prefix: "mixing")
        defer { scratch.remove() }
        let file = try Self.musicFile(seconds: 10, in: scratch)
        #expect(sim.engine.getAudioMixingDuration() == -8, "no file opened yet")
        #expect(sim.engine.pauseAudioMixing() == -8)
        #expect(sim.engine.startAudioMixing(file, loopback: false, cycle: -1, startPos: 0) == 0)
        #expect(sim.engine.getAudioMixingDuration() == 10_000)
        sim.advance(2)
        #expect(sim.engine.getAudioMixingCurrentPosition() == 2000)
        #expect(sim.engine.pauseAudioMixing() == 0)
        sim.advance(3)
        #expect(sim.engine.getAudioMixingCurrentPosition() == 2000, "paused")
        #expect(sim.engine.resumeAudioMixing() == 0)
        #expect(sim.engine.setAudioMixingPosition(7000) == 0)
        #expect(sim.engine.setAudioMixingPosition(10_000) == -2)
        sim.advance(1)
        #expect(sim.engine.getAudioMixingCurrentPosition() == 8000)
        #expect(sim.engine.stopAudioMixing() == 0)
        sim.advance(0.1)
        #expect(sim.engine.getAudioMixingCurrentPosition() == 0)
        #expect(sim.engine.getAudioMixingDuration() == 10_000, "still known once stopped")
        #expect(sim.engine.stopAudioMixing() == 0, "nothing to stop is fine")
        #expect(mixingEvents(sim) == ["mixing playing ok", "mixing paused ok", "mixing playing resumedByUser",
                                      "mixing stopped stoppedByUser"])
        let polls = sim.trace.events.filter { $0.name == "getAudioMixingCurrentPosition()" }
        #expect(!polls.isEmpty && polls.allSatisfy(\.isPeriodic))
    }

    @Test func loopsEndWithOneLoopCompletedThenAllLoopsCompleted() throws {
        let sim = SimHarness(remotes: 0)
        let scratch = try ScratchDirectory(prefix: "mixing")
        defer { scratch.remove() }
        let file = try Self.musicFile(seconds: 2, in: scratch)
        #expect(sim.engine.startAudioMixing(file, loopback: false, cycle: 3, startPos: 500) == 0)
        sim.advance(1.49)
        #expect(mixingEvents(sim) == ["mixing playing ok"])
        sim.advance(0.02)
        #expect(mixingEvents(sim).last == "mixing playing oneLoopCompleted")
        sim.advance(4)
        #expect(mixingEvents(sim) == ["mixing playing ok", "mixing playing oneLoopCompleted", "mixing playing oneLoopCompleted",
                                      "mixing stopped allLoopsCompleted"])
        sim.advance(10)
        #expect(mixingEvents(sim).count == 4)
    }

    @Test func callsLessThanHalfASecondApartAreTooFrequent() throws {
        let sim = SimHarness(remotes: 0)
        let scratch = try ScratchDirectory(prefix: "mixing")
        defer { scratch.remove() }
        let file = try Self.musicFile(seconds: 5, in: scratch)
        sim.engine.startAudioMixing(file, loopback: false, cycle: 1, startPos: 0)
        sim.advance(0.49)
        sim.engine.startAudioMixing(file, loopback: false, cycle: 1, startPos: 0)
        sim.advance(0.5)
        #expect(mixingEvents(sim) == ["mixing playing ok", "mixing failed tooFrequentCall"])
        #expect(sim.engine.getAudioMixingCurrentPosition() == -8, "the refused call replaced the playing file")
        sim.engine.startAudioMixing(file, loopback: false, cycle: 1, startPos: 0)
        sim.advance(0.1)
        #expect(mixingEvents(sim).last == "mixing playing ok")
    }

    @Test func aMissingFileCannotOpenAndAVanishedFileInterruptsTheNextLoop() throws {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.startAudioMixing("/nonexistent/music.wav", loopback: false, cycle: 1, startPos: 0) == 0)
        sim.advance(0.6)
        #expect(sim.engine.startAudioMixing(NSTemporaryDirectory(), loopback: false, cycle: 1, startPos: 0) == 0)
        sim.advance(0.6)
        let scratch = try ScratchDirectory(prefix: "mixing")
        defer { scratch.remove() }
        let notWav = scratch.file("not.mp3")
        _ = FileManager.default.createFile(atPath: notWav, contents: Data(repeating: 0xFF, count: 4096))
        #expect(sim.engine.startAudioMixing(notWav, loopback: false, cycle: 1, startPos: 0) == 0)
        sim.advance(0.6)
        #expect(mixingEvents(sim) == ["mixing failed canNotOpen", "mixing failed canNotOpen", "mixing failed canNotOpen"],
                "missing, a directory, and not a format the engine decodes")
        #expect(sim.engine.startAudioMixing("/x", loopback: false, cycle: 0, startPos: 0) == -2)
        #expect(sim.engine.startAudioMixing("/x", loopback: false, cycle: -2, startPos: 0) == -2)
        #expect(sim.engine.startAudioMixing("/x", loopback: false, cycle: 1, startPos: -1) == -2)

        let file = try Self.musicFile(seconds: 1, in: scratch)
        #expect(sim.engine.startAudioMixing(file, loopback: false, cycle: 1, startPos: 1000) == -2, "past the end")
        sim.engine.startAudioMixing(file, loopback: false, cycle: -1, startPos: 0)
        sim.advance(0.5)
        try? FileManager.default.removeItem(atPath: file)
        sim.advance(1)
        #expect(mixingEvents(sim).suffix(2) == ["mixing playing ok", "mixing failed interruptedEOF"])
    }

    @Test func volumesAreCheckedAndTheMixedLevelMovesTheLocalMeter() throws {
        let sim = SimHarness(remotes: 0)
        let scratch = try ScratchDirectory(prefix: "mixing")
        defer { scratch.remove() }
        let file = try Self.musicFile(seconds: 30, in: scratch)
        #expect(sim.engine.getAudioMixingPlayoutVolume() == 100 && sim.engine.getAudioMixingPublishVolume() == 100)
        #expect(sim.engine.adjustAudioMixingVolume(101) == -2)
        #expect(sim.engine.adjustAudioMixingVolume(50) == 0)
        #expect(sim.engine.getAudioMixingPlayoutVolume() == 50 && sim.engine.getAudioMixingPublishVolume() == 50)
        #expect(sim.engine.adjustAudioMixingPlayoutVolume(-1) == -2)
        #expect(sim.engine.adjustAudioMixingPublishVolume(100) == 0)
        sim.engine.adjustRecordingSignalVolume(0)
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        sim.joinAsBroadcaster(video: false)
        sim.advance(2)
        let silent = sim.recorder.volumeReports.filter { $0.first?.uid == 0 }.map { $0[0].volume }
        #expect(!silent.isEmpty && silent.allSatisfy { $0 == 0 }, "microphone muted by volume 0, nothing mixed")
        sim.engine.startAudioMixing(file, loopback: false, cycle: 1, startPos: 0)
        sim.advance(2)
        let mixed = sim.recorder.volumeReports.filter { $0.first?.uid == 0 }.map { $0[0].volume }.suffix(10)
        #expect(mixed.allSatisfy { $0 > 0 } && Set(mixed).count > 3, "the music's real level moves the local meter: \(Array(mixed))")
        sim.engine.adjustAudioMixingPublishVolume(0)
        sim.advance(1)
        #expect(sim.recorder.volumeReports.filter { $0.first?.uid == 0 }.suffix(4).allSatisfy { $0[0].volume == 0 })
    }

    @Test func effectsPlayTheirLoopsAndReportTheFinish() throws {
        let sim = SimHarness(remotes: 0)
        let scratch = try ScratchDirectory(prefix: "mixing")
        defer { scratch.remove() }
        let file = try Self.musicFile(seconds: 1, in: scratch)
        #expect(sim.engine.playEffect(1, filePath: file, loopCount: 1, pitch: 1, pan: 0, gain: 100, publish: true) == 0)
        sim.advance(1.5)
        #expect(sim.engine.pauseEffect(1) == 0)
        sim.advance(5)
        #expect(mixingEvents(sim).isEmpty, "paused half-way through the second play")
        #expect(sim.engine.resumeEffect(1) == 0)
        sim.advance(0.49)
        #expect(mixingEvents(sim).isEmpty)
        sim.advance(0.02)
        #expect(mixingEvents(sim) == ["effectFinished 1"])
        #expect(sim.engine.pauseEffect(1) == -8, "finished")
        #expect(sim.engine.playEffect(2, filePath: file, loopCount: -1, pitch: 1, pan: 0, gain: 100, publish: false) == 0)
        sim.advance(10)
        #expect(sim.engine.stopEffect(2) == 0)
        sim.advance(5)
        #expect(mixingEvents(sim) == ["effectFinished 1"], "an endless effect never finishes; stop sends nothing")
        for (pitch, pan, gain, loops) in [(0.4, 0.0, 100, 0), (1.0, 1.5, 100, 0), (1.0, 0.0, 101, 0), (1.0, 0.0, 100, -2)] {
            #expect(sim.engine.playEffect(3, filePath: file, loopCount: loops, pitch: pitch, pan: pan, gain: gain, publish: true) == -2)
        }
        #expect(sim.engine.playEffect(3, filePath: "/nonexistent.wav", loopCount: 0, pitch: 1, pan: 0, gain: 100, publish: true) == -2)
        #expect(sim.engine.setEffectsVolume(101) == -2)
        #expect(sim.engine.setEffectsVolume(40) == 0 && sim.engine.getEffectsVolume() == 40)
    }

    @Test func destroyEndsMixingAndEffects() throws {
        let sim = SimHarness(remotes: 0)
        let scratch = try ScratchDirectory(prefix: "mixing")
        defer { scratch.remove() }
        let file = try Self.musicFile(seconds: 1, in: scratch)
        sim.engine.startAudioMixing(file, loopback: false, cycle: -1, startPos: 0)
        sim.engine.playEffect(1, filePath: file, loopCount: 3, pitch: 1, pan: 0, gain: 100, publish: true)
        sim.advance(0.1)
        sim.destroy()
        let count = sim.recorder.events.count
        sim.advance(10)
        #expect(sim.recorder.events.count == count)
        #expect(sim.engine.startAudioMixing(file, loopback: false, cycle: 1, startPos: 0) == -7)
    }

    @Test func theMusicIsRealPcmInWhatIsHeard() throws {
        let sim = SimHarness(remotes: 0)
        let scratch = try ScratchDirectory(prefix: "mixing")
        defer { scratch.remove() }
        let file = try Self.musicFile(seconds: 5, in: scratch)
        let engine = sim.engine
        #expect(engine.enableExternalAudioSink(true, sampleRate: 16_000, channels: 1) == 0)
        sim.joinAsBroadcaster(video: false)
        engine.startAudioMixing(file, loopback: false, cycle: 1, startPos: 0)
        sim.advance(0.5)
        /// The level of `seconds` of the playback mix, pulled after draining what was buffered before.
        func levelOfNext(_ seconds: Double) -> Int {
            var drain = [UInt8](repeating: 0, count: 64_000)
            _ = drain.withUnsafeMutableBytes { engine.pullPlaybackAudioFrameRawData($0.baseAddress!, lengthInByte: 64_000) }
            sim.advance(seconds)
            let length = Int(seconds * 32_000)
            var bytes = [UInt8](repeating: 0, count: length)
            let pulled = bytes.withUnsafeMutableBytes { engine.pullPlaybackAudioFrameRawData($0.baseAddress!, lengthInByte: UInt(length)) }
            #expect(pulled)
            return PCMLevel.level(TestAudio.decode(bytes))
        }
        #expect(levelOfNext(0.1) > 20, "the local playout carries the music")
        engine.adjustAudioMixingPlayoutVolume(0)
        #expect(levelOfNext(0.1) == 0, "playout volume 0")
    }
}
