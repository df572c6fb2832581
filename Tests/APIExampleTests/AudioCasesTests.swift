import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
@testable import APIExample

/// The three audio cases with real media, in virtual time: what their tiles, logs and files show.
@MainActor
@Suite struct AudioCasesTests {
    /// Starts `caseId` with its defaults plus `overrides` and runs it for `seconds`.
    private func run(_ caseId: String, _ overrides: [String: ConfigValue] = [:], seconds: Double,
                     clock: AgoraSimVirtualClock = AgoraSimVirtualClock()) throws -> BaseSession {
        let item = try #require(MenuRegistry.item(id: caseId))
        let values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue(keyCenter: KeyCenter())) })
        var configs = try FieldValidator.configs(fields: item.fields, values: values).get()
        for (key, value) in overrides { configs[key] = value }
        let session = item.makeMain(configs, .virtual(clock: clock))
        session.start()
        clock.advance(by: seconds)
        return session
    }

    private static func scratch(_ name: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("AudioCasesTests-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name).path
    }

    @Test func theLocalMeterShowsTheBundledFilesLevel() throws {
        let clock = AgoraSimVirtualClock()
        let session = try run("CustomPcmAudioSource", seconds: 1, clock: clock)
        #expect(session.tiles.first?.volume == 0, "nothing is published before Push PCM")
        session.perform("pushPcm", .activate)
        var levels: [Int] = []
        for _ in 0..<15 {
            clock.advance(by: 0.2)
            levels.append(session.tiles.first?.volume ?? -1)
        }
        #expect(levels.filter { $0 > 140 }.count >= 8, "the melody's notes: \(levels)")
        #expect(levels.contains { $0 < 60 }, "and its rest: \(levels)")
        #expect(session.log.entries.contains { $0.text.hasPrefix("pushExternalAudioFrameRawData(") })
        session.perform("pushPcm", .activate)
        clock.advance(by: 1)
        #expect(session.tiles.first?.volume == 0, "unpublished again")
        session.stop()
    }

    @Test func withoutLoopingThePusherStopsAtTheEndOfTheFile() throws {
        let session = try run("CustomPcmAudioSource", ["loop": .bool(false), "pushOnJoin": .bool(true)], seconds: 5)
        #expect(session.log.entries.contains { $0.key == "pcm.log.eof" })
        #expect(session.controls.first { $0.id == "pushPcm" }?.kind == .toggle(false))
        #expect(session.log.entries.contains { $0.text.contains("publishCustomAudioTrack: false") })
        session.stop()
    }

    @Test func aBadPCMFileIsAClearMessageAndNoJoin() throws {
        let path = Self.scratch("not-a-wav.wav")
        try Data("ID3 this is an mp3".utf8).write(to: URL(fileURLWithPath: path))
        let bad = try run("CustomPcmAudioSource", ["pcmFile": .string(path)], seconds: 2)
        #expect(bad.notice?.key == "wav.error.wrongMagic" && bad.notice?.arguments.first == path)
        #expect(!bad.status.isJoined)
        bad.stop()
        let missing = try run("CustomPcmAudioSource", ["pcmFile": .string("/nonexistent/file.wav")], seconds: 1)
        #expect(missing.notice?.key == "wav.error.io")
        missing.stop()
    }

    @Test func aUserWAVAt16kMonoIsPushedToo() throws {
        let path = Self.scratch("tone-16k.wav")
        let samples = (0..<32_000).map { Int16((9_000 * sin(Double($0) * 2 * .pi * 300 / 16_000)).rounded()) }
        try WAVWriter.write(WAVAudio(sampleRate: 16_000, channels: 1, samples: samples), to: path)
        let session = try run("CustomPcmAudioSource", ["pcmFile": .string(path), "pushOnJoin": .bool(true)], seconds: 1.5)
        #expect(session.log.entries.contains { $0.text.contains("sampleRate: 16000, channels: 1") })
        // A steady tone at 9000 peak: RMS 6364, −14.2 dBFS.
        #expect(abs((session.tiles.first?.volume ?? 0) - PCMLevel.level(rms: 9_000 / 2.0.squareRoot())) <= 2)
        session.stop()
    }

    @Test func pulledAudioIsRecordedToAReadableWAV() throws {
        let path = Self.scratch("pulled.wav")
        let clock = AgoraSimVirtualClock()
        let session = try run("CustomAudioRender", ["recordFile": .string(path), "sampleRate": .string("16000"),
                                                    "channels": .string("1"), "recordOnJoin": .bool(true)], seconds: 6,
                              clock: clock)
        #expect(session.tiles.first?.meterLabelKey == "tile.meter.pulled")
        #expect(session.log.entries.contains { $0.key == "render.log.recording" && $0.arguments == [path] })
        session.stop()
        let audio = try WAVReader.read(path: path)
        #expect(audio.sampleRate == 16_000 && audio.channels == 1)
        #expect(audio.duration > 5 && audio.duration < 6)
        #expect(PCMLevel.level(audio.samples) > 100, "the remote users' speech")
        #expect(session.log.entries.contains { $0.key == "render.log.recorded" && $0.arguments.last == path })
    }

    @Test func theLocalMeterReadsThePulledAudio() throws {
        let clock = AgoraSimVirtualClock()
        let session = try run("CustomAudioRender", seconds: 4, clock: clock)
        var levels: [Int] = []
        for _ in 0..<20 {
            clock.advance(by: 0.1)
            levels.append(session.tiles.first?.volume ?? 0)
        }
        #expect(levels.filter { $0 > 100 }.count >= 5, "\(levels)")
        #expect(session.log.entries.contains { $0.text.hasPrefix("pullPlaybackAudioFrameRawData(_:lengthInByte:) <buffer>, lengthInByte: 17640") },
                "100 ms of 44.1 kHz stereo")
        session.stop()
    }

    @Test func anUnwritableRecordingDirectoryIsAClearMessage() throws {
        let path = "/nonexistent-dir/pulled.wav"
        let session = try run("CustomAudioRender", ["recordFile": .string(path), "recordOnJoin": .bool(true)], seconds: 2)
        #expect(session.notice == SessionNotice("render.error.record", [path, "/nonexistent-dir/pulled.wav: No such file or directory"],
                                                severity: .error))
        #expect(session.controls.first?.kind == .toggle(false))
        #expect(session.status.isJoined, "the session goes on")
        session.stop()
    }

    @Test func rawFramesFeedTheMetersAndCountedLines() throws {
        let session = try run("RawAudioData", seconds: 7)
        #expect(session.tiles.first?.meterLabelKey == "tile.meter.record")
        #expect(session.tiles.dropFirst().allSatisfy { $0.meterLabelKey == "tile.meter.beforeMixing" })
        #expect((session.tiles.first?.volume ?? 0) > 0)
        #expect(session.tiles.dropFirst().contains { $0.volume > 0 })
        let lines = session.log.entries.filter { $0.key == "raw.log.frames" }
        #expect(lines.allSatisfy { $0.isPeriodic })
        // 44.1 kHz mono, 10 ms: 441 samples a frame, about 200 frames every 2 s.
        let record = try #require(lines.last { $0.arguments.first == "onRecordAudioFrame" })
        #expect(record.arguments.dropFirst(2).prefix(3) == ["44100", "1", "441"])
        #expect((195...205).contains(Int(record.arguments[1]) ?? 0))
        for name in ["onPlaybackAudioFrame", "onMixedAudioFrame"] {
            #expect(lines.contains { $0.arguments.first == name })
        }
        #expect(lines.contains { $0.arguments.first?.hasPrefix("onPlaybackAudioFrame(beforeMixing) uid ") == true })
        #expect(session.log.entries.filter { $0.text.hasPrefix("← onRecordAudioFrame") }.count <= 8, "the trace is throttled")
        session.stop()
    }

    @Test func audioMetadataGoesBothWays() throws {
        let session = try run("RawAudioData", ["metadata": .string("你好 metadata")], seconds: 8)
        session.perform("sendMetadata", .activate)
        #expect(session.log.entries.contains { $0.key == "raw.log.metadataSent" && $0.arguments == ["你好 metadata"] })
        #expect(session.log.entries.contains { $0.key == "raw.log.metadataReceived" })
        session.stop()
    }
}
