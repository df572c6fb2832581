import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import APIExample

/// CustomAudioRender in virtual time: playback pulled from the external sink, metered and recorded to a WAV.
@MainActor
@Suite struct CustomAudioRenderTests {
    @Test func pulledAudioIsRecordedToAReadableWAV() throws {
        let scratch = try ScratchDirectory(prefix: "CustomAudioRenderTests")
        defer { scratch.remove() }
        let path = scratch.file("pulled.wav")
        let session = try CaseRun("CustomAudioRender", ["recordFile": .string(path), "sampleRate": .string("16000"),
                                                        "channels": .string("1"), "recordOnJoin": .bool(true)],
                                  seconds: 6).session
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
        let session = try CaseRun("CustomAudioRender", clock: clock, seconds: 4).session
        var levels: [Int] = []
        for _ in 0..<20 {
            clock.advance(by: 0.1)
            levels.append(session.tiles.first?.volume ?? 0)
        }
        #expect(levels.filter { $0 > 100 }.count >= 5, "\(levels)")
        #expect(session.log.called("pullPlaybackAudioFrameRawData", startingWith: "<buffer>, lengthInByte: 17640"),
                "100 ms of 44.1 kHz stereo")
        session.stop()
    }

    @Test func anUnwritableRecordingDirectoryIsAClearMessage() throws {
        let path = "/nonexistent-dir/pulled.wav"
        let session = try CaseRun("CustomAudioRender", ["recordFile": .string(path), "recordOnJoin": .bool(true)], seconds: 2).session
        #expect(session.notice == SessionNotice("render.error.record", [path, "/nonexistent-dir/pulled.wav: No such file or directory"],
                                                severity: .error))
        #expect(session.controls.first?.kind == .toggle(false))
        #expect(session.status.isJoined, "the session goes on")
        session.stop()
    }
}
