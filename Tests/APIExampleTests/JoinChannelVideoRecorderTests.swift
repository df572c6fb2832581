import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import APIExample

/// JoinChannelVideoRecorder, headless in virtual time: what it records is real files, read back here.
@MainActor
@Suite struct JoinChannelVideoRecorderTests {
    /// The case with its defaults, recording into `scratch`'s "recordings", which does not exist yet: the case
    /// creates it.
    private func start(_ scratch: ScratchDirectory, _ overrides: Configs = [:], remotes: Int = 2) throws -> CaseRun {
        var settings = GlobalSettings()
        settings.remoteUserCount = remotes
        let directory: Configs = ["recordingDirectory": .string(scratch.file("recordings"))]
        return try CaseRun("JoinChannelVideoRecorder", directory.merging(overrides) { $1 }, settings: settings)
    }

    private func index(_ run: CaseRun, _ call: TraceMatch) -> Int? { run.firstIndex(of: call) }

    @Test func theDefaultDirectoryIsBesideTheLogs() {
        #expect(RecordingDirectory.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/apiexample/recordings")
        #expect(RecordingDirectory.defaultPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
            == "/h/.local/state/apiexample/recordings")
        #expect(FieldValidator.problem(JoinChannelVideoRecorderEntry.fields[4], value: " ") == "error.directory.empty")
    }

    @Test func recordingLocalAndRemoteSavesWholeFilesAndShowsThemOnTheTiles() throws {
        let scratch = try ScratchDirectory(prefix: "recorder-case")
        defer { scratch.remove() }
        let run = try start(scratch)
        run.clock.advance(by: 3)
        #expect(run.session.status.isJoined)
        run.session.perform("recordLocal", .activate)
        run.session.perform("recordRemote", .activate)
        run.clock.advance(by: 3.05)
        let local = try #require(run.session.tiles.first)
        #expect(local.notes.first?.key == "recorder.tile.recording")
        #expect(local.notes.first?.arguments.first == "3.0")
        let remote = try #require(run.session.tiles.first { !$0.isLocal && $0.notes.first?.key == "recorder.tile.recording" })
        run.session.perform("recordLocal", .activate)
        run.session.perform("recordRemote", .activate)
        run.clock.advance(by: 0.1)
        #expect(run.session.notice?.key == "recorder.saved")
        #expect(run.session.controls.allSatisfy { $0.id == "joinChannel" || $0.kind == .toggle(false) })
        let uid = run.session.status.localUid
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("recordings")).sorted()
            == ["\(uid).mp4", "\(remote.uid).mp4"].sorted(), "one MP4 per recording")
        for stem in ["\(uid)", "\(remote.uid)"] {
            let probe = try FFprobeStreams.probe(scratch.file("recordings/\(stem).mp4"))
            let video = try #require(probe.video.first)
            #expect(video.codecName == "h264" && probe.audio.first?.codecName == "aac")
            #expect(video.width >= 320, "the stream's size, not the tile's: \(video.width)")
            #expect(abs(Double(video.frames) - 3.05 * video.frameRate) <= 2, "\(stem): \(video.frames) frames")
            #expect(abs(probe.duration - 3.05) < 0.1, "\(stem): \(probe.duration) s")
        }
        // The case's own stream: what its encoder configuration declares.
        let own = try #require(try FFprobeStreams.probe(scratch.file("recordings/\(uid).mp4")).video.first)
        #expect((own.width, own.height, Int(own.frameRate)) == (960, 540, 15))
        #expect(run.session.tiles.first?.notes.first?.key == "recorder.tile.saved")
        #expect(run.session.tiles.first?.notes.dropFirst().map { $0.arguments } == [["\(uid).mp4"]])
        run.session.stop()
    }

    @Test func maximumDurationEndsTheRecordingAndSaysSo() throws {
        let scratch = try ScratchDirectory(prefix: "recorder-case")
        defer { scratch.remove() }
        let run = try start(scratch, ["maxDuration": .int(2)], remotes: 0)
        run.clock.advance(by: 1)
        run.session.perform("recordLocal", .activate)
        run.clock.advance(by: 3)
        #expect(run.session.notice?.key == "recorder.maxReached")
        #expect(run.session.controls.first?.kind == .toggle(false))
        let probe = try FFprobeStreams.probe(scratch.file("recordings/\(run.session.status.localUid).mp4"))
        #expect(abs((probe.audio.first?.duration ?? 0) - 2) < 0.05)
        #expect(probe.video.first?.frames == 30, "2 s at 15 fps")
        run.session.stop()
    }

    @Test func notJoinedRecordsThePreviewAndLeavingSavesFirst() throws {
        let scratch = try ScratchDirectory(prefix: "recorder-case")
        defer { scratch.remove() }
        let run = try start(scratch, remotes: 1)
        run.clock.advance(by: 3)
        run.session.perform("recordLocal", .activate)
        run.clock.advance(by: 1)
        run.session.perform("joinChannel", .activate)
        run.clock.advance(by: 0.5)
        // The channel's recording was stopped (and saved) before the leave.
        let stop = try #require(index(run, .call("stopRecording")))
        let leave = try #require(index(run, .call("leaveChannel")))
        #expect(stop < leave)
        #expect(!run.events.contains { $0.detail.contains("reason: .noStream") })
        #expect(run.session.tiles.count == 1, "remote tiles go with the channel")
        #expect(run.session.controls.first { $0.id == "recordRemote" }?.isEnabled == false)
        run.session.perform("recordLocal", .activate)
        run.clock.advance(by: 1)
        #expect(run.called("createMediaRecorder", containing: "type: .preview"))
        let uid = run.session.status.localUid
        #expect(FileManager.default.fileExists(atPath: scratch.file("recordings/preview_\(uid).mp4")))
        run.session.perform("joinChannel", .activate)
        run.clock.advance(by: 1)
        #expect(run.session.status.isJoined)
        #expect(run.session.status.localUid == uid, "the same uid for every join")
        run.session.stop()
        // Teardown: recorders stopped and destroyed before the leave, the engine last.
        let lastStop = try #require(run.lastIndex(of: .call("stopRecording")))
        let destroyRecorder = try #require(run.lastIndex(of: .call("destroy", selector: "destroy(_:)")))
        let finalLeave = try #require(run.lastIndex(of: .call("leaveChannel")))
        #expect(lastStop < destroyRecorder && destroyRecorder < finalLeave)
        #expect(run.logEntries.last?.event?.name == "destroy()", "\(run.trail)")
        let preview = try FFprobeStreams.probe(scratch.file("recordings/preview_\(uid).mp4"))
        #expect(preview.duration > 1.9, "the preview recording ran across the join: \(preview.duration)")
    }

    @Test func recordAtJoinStartsBothAndAnUnwritableDirectoryIsANotice() throws {
        let scratch = try ScratchDirectory(prefix: "recorder-case")
        defer { scratch.remove() }
        let run = try start(scratch, ["recordOnJoin": .bool(true)])
        run.clock.advance(by: 4)
        #expect(run.session.controls.first { $0.id == "recordLocal" }?.kind == .toggle(true))
        #expect(run.session.controls.first { $0.id == "recordRemote" }?.kind == .toggle(true))
        run.session.stop()

        let failing = try start(scratch, ["recordingDirectory": .string("/proc/apiexample-no-such-dir")], remotes: 0)
        failing.clock.advance(by: 1)
        failing.session.perform("recordLocal", .activate)
        failing.clock.advance(by: 0.5)
        #expect(failing.session.notice?.key == "recorder.error.write")
        #expect(failing.session.notice?.severity == .error)
        #expect(failing.session.tiles.first?.notes.first?.key == "recorder.tile.failed")
        #expect(failing.session.controls.first?.kind == .toggle(false))
        // The failed recorder was reset with stopRecording, so trying again is accepted (and fails the same way).
        failing.session.perform("recordLocal", .activate)
        failing.clock.advance(by: 0.5)
        #expect(failing.calls("startRecording").allSatisfy { $0.result == 0 })
        failing.session.stop()
    }
}
