import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import APIExample

/// RawMediaData (hidden legacy) in virtual time: the original's SDK calls in order, the observers' rates on the
/// tiles, the microphone recorded to a real WAV file when the switch is on (and not when it is off), and the
/// teardown.
@MainActor
@Suite struct RawMediaDataTests {
    private func start(_ scratch: ScratchDirectory, recording: Bool, remotes: Int = 1, seconds: Double = 0) throws -> CaseRun {
        var settings = GlobalSettings()
        settings.remoteUserCount = remotes
        return try CaseRun("RawMediaData", ["recordingDirectory": .string(scratch.path), "recordOnJoin": .bool(recording)],
                           settings: settings, seconds: seconds)
    }

    private func calls(_ run: CaseRun, from: Int = 0) -> [String] {
        run.since(from).logEntries.filter { $0.kind == .api }.compactMap(\.event?.name)
            .filter { $0 != "getConnectionState()" }
    }

    @Test func theSDKCallsComeInTheOriginalsOrder() throws {
        #expect(MenuRegistry.item(id: "RawMediaData")?.hidden == true)
        let scratch = try ScratchDirectory(prefix: "rawmedia-case")
        let run = try start(scratch, recording: true, seconds: 3)
        defer { run.session.stop() }
        let order = ["setClientRole(_:)", "setVideoFrameDelegate(_:)", "enableVideo()", "setVideoEncoderConfiguration(_:)",
                     "setAudioFrameDelegate(_:)", "setRecordingAudioFrameParametersWithSampleRate(_:channel:mode:samplesPerCall:)",
                     "setMixedAudioFrameParametersWithSampleRate(_:channel:samplesPerCall:)",
                     "setPlaybackAudioFrameParametersWithSampleRate(_:channel:mode:samplesPerCall:)", "setupLocalVideo(_:)",
                     "startPreview()", "setDefaultAudioRouteToSpeakerphone(_:)",
                     "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", "startAudioRecording(_:)"]
        let calls = calls(run)
        #expect(calls.filter(order.contains) == order, "\(calls)")
        #expect(run.called("setClientRole", selector: "setClientRole(_:)", startingWith: ".broadcaster"))
        #expect(run.called("setRecordingAudioFrameParametersWithSampleRate", containing: "44100, channel: 2, mode: .readOnly, samplesPerCall: 1024"))
        #expect(run.called("setPlaybackAudioFrameParametersWithSampleRate", containing: "44100, channel: 1, mode: .readWrite, samplesPerCall: 1024"))
        let start = try #require(run.calls("startAudioRecording").first)
        #expect(start.detail.contains("fileRecordOption: .mic") && start.detail.contains("sampleRate: 44100") && start.detail.contains("codec: false")
            && start.detail.contains("quality: .medium") && start.detail.contains("audio.wav") && start.result == 0, "\(start)")
    }

    @Test func theTilesShowWhatTheObserversSee() throws {
        let scratch = try ScratchDirectory(prefix: "rawmedia-case")
        let run = try start(scratch, recording: false, remotes: 1, seconds: 6.5)
        defer { run.session.stop() }
        let local = try #require(run.session.tiles.first { $0.isLocal })
        func rate(_ key: String) -> Int? { local.notes.first { $0.key == key }.flatMap { Int($0.arguments.first ?? "") } }
        #expect((rate("rawMedia.tile.capture") ?? 0) >= 10, "capture frames: \(local.notes)")
        // As the original, no positions are declared: the defaults never include the pre-encoder.
        #expect(!run.heard("onPreEncode"), "the original's onPreEncode is never called")
        #expect(!local.notes.contains { $0.key == "rawMedia.tile.preEncode" })
        // 1024 samples per call: 44 100 × 2 / 1024 ≈ 86 record frames a second, 43 at each mono position.
        #expect([rate("rawMedia.tile.record"), rate("rawMedia.tile.playback"), rate("rawMedia.tile.mixed")] == [86, 43, 43],
                "\(local.notes)")
        let remote = try #require(run.session.tiles.first { !$0.isLocal })
        #expect(remote.notes.first?.key == "rawMedia.tile.render")
        #expect((Int(remote.notes.first?.arguments.first ?? "") ?? 0) > 0)
        // Its sound before mixing, per user, in the SDK's 10 ms frames (the original sets no format for it).
        #expect(remote.notes.last?.key == "rawMedia.tile.beforeMixing" && remote.notes.last?.arguments == ["100"], "\(remote.notes)")
        #expect(run.heard("onPlaybackAudioFrame", selector: "onPlaybackAudioFrame(beforeMixing:channelId:uid:)",
                          startingWith: "uid: \(remote.uid)"))
    }

    @Test func aRecordingSessionSavesTheMicrophoneAsAWAVFile() throws {
        let scratch = try ScratchDirectory(prefix: "rawmedia-case")
        let run = try start(scratch, recording: true, seconds: 1)
        #expect(run.control("audioRecording")?.value == .bool(true))
        let path = scratch.file("audio.wav")
        run.advance(4)
        #expect(run.session.tiles.first?.notes.last?.key == "rawMedia.tile.recording")
        run.press("audioRecording")
        #expect(run.session.notice?.key == "rawMedia.saved")
        #expect(run.session.notice?.arguments.first == path)
        #expect(run.session.tiles.first?.notes.last?.key == "rawMedia.tile.saved")
        let wav = try WAVReader.read(path: path)
        #expect(wav.sampleRate == 44_100 && wav.channels == 1)
        #expect(wav.duration > 4 && wav.duration < 5.1, "\(wav.duration) s")
        let rms = (wav.samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(wav.samples.count)).squareRoot()
        #expect(rms > 300, "the microphone speaks: \(rms)")
        // On again: the same file, recorded afresh; the teardown stops it before leaving.
        run.press("audioRecording")
        run.advance(2)
        let at = run.logMark
        run.session.stop()
        #expect(calls(run, from: at) == ["stopAudioRecording()", "leaveChannel(_:)", "destroy()"], "\(calls(run, from: at))")
        let second = try WAVReader.read(path: path)
        #expect(second.duration > 1.9 && second.duration < 2.1, "\(second.duration) s")
    }

    @Test func nothingIsRecordedWhenTheSwitchIsOff() throws {
        let scratch = try ScratchDirectory(prefix: "rawmedia-case")
        let run = try start(scratch, recording: false, seconds: 4)
        #expect(!run.called("startAudioRecording"))
        #expect(run.session.tiles.first?.notes.last?.key == "rawMedia.tile.notRecording")
        let at = run.logMark
        run.session.stop()
        #expect(calls(run, from: at) == ["leaveChannel(_:)", "destroy()"], "\(calls(run, from: at))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    @Test func anUnwritableDirectoryIsANotice() throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 0
        let run = try CaseRun("RawMediaData", ["recordingDirectory": .string("/proc/apiexample-cannot-write"),
                                               "recordOnJoin": .bool(true)], settings: settings, seconds: 2)
        defer { run.session.stop() }
        #expect(run.session.notice?.key == "rawMedia.error.start")
        #expect(run.session.notice?.arguments.first == "-2")
        #expect(run.control("audioRecording")?.value == .bool(false))
    }

    /// The original builds its views without the stats overlay: the tiles carry the observers' rates only.
    @Test func theTilesHaveNoStatsOverlay() throws {
        let scratch = try ScratchDirectory(prefix: "rawmedia-stats")
        let run = try start(scratch, recording: false, seconds: 5)
        defer { run.session.stop() }
        let tiles = run.session.tiles
        #expect(tiles.count == 2)
        #expect(tiles.allSatisfy { !$0.showsStats })
        #expect(tiles.allSatisfy { !$0.notes.isEmpty })
    }
}
