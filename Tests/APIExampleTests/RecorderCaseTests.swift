import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
@testable import APIExample

/// JoinChannelVideoRecorder, headless in virtual time: what it records is real files, read back here.
@MainActor
@Suite struct RecorderCaseTests {
    private func session(_ overrides: Configs = [:], remotes: Int = 2) throws -> (BaseSession, AgoraSimVirtualClock, String) {
        let item = try #require(MenuRegistry.item(id: "JoinChannelVideoRecorder"))
        let values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue) })
        var configs = try FieldValidator.configs(fields: item.fields, values: values).get()
        // A directory that does not exist yet: the case creates it.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-case-\(UUID().uuidString)").path
        configs["recordingDirectory"] = .string(directory + "/recordings")
        configs.merge(overrides) { $1 }
        var settings = GlobalSettings()
        settings.remoteUserCount = remotes
        let clock = AgoraSimVirtualClock()
        let session = item.makeMain(configs, .virtual(settings: settings, clock: clock))
        session.start()
        return (session, clock, directory)
    }

    private func texts(_ session: BaseSession) -> [String] { session.log.entries.map(\.text) }

    private func index(_ session: BaseSession, _ prefix: String) -> Int? { texts(session).firstIndex { $0.hasPrefix(prefix) } }

    @Test func theDefaultDirectoryIsBesideTheLogs() {
        #expect(RecordingDirectory.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/apiexample/recordings")
        #expect(RecordingDirectory.defaultPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
            == "/h/.local/state/apiexample/recordings")
        #expect(FieldValidator.problem(JoinChannelVideoRecorderEntry.fields[4], value: " ") == "error.directory.empty")
    }

    @Test func recordingLocalAndRemoteSavesWholeFilesAndShowsThemOnTheTiles() throws {
        let (session, clock, directory) = try session()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        clock.advance(by: 3)
        #expect(session.status.isJoined)
        session.perform("recordLocal", .activate)
        session.perform("recordRemote", .activate)
        clock.advance(by: 3.05)
        let local = try #require(session.tiles.first)
        #expect(local.notes.first?.key == "recorder.tile.recording")
        #expect(local.notes.first?.arguments.first == "3.0")
        let remote = try #require(session.tiles.first { !$0.isLocal && $0.notes.first?.key == "recorder.tile.recording" })
        session.perform("recordLocal", .activate)
        session.perform("recordRemote", .activate)
        clock.advance(by: 0.1)
        #expect(session.notice?.key == "recorder.saved")
        #expect(session.controls.allSatisfy { $0.id == "joinChannel" || $0.kind == .toggle(false) })
        let uid = session.status.localUid
        for stem in ["\(uid)", "\(remote.uid)"] {
            let video = try Y4MVideo.read(contentsOf: directory + "/recordings/\(stem).y4m")
            #expect(abs(Double(video.frames.count) - 3.05 * video.framesPerSecond) <= 2, "\(stem): \(video.frames.count) frames")
            let audio = try WAVReader.read(path: directory + "/recordings/\(stem).wav")
            #expect(abs(audio.duration - 3.05) < 0.06, "\(stem): \(audio.duration) s")
            #expect(PCMLevel.level(audio.samples) > 50)
        }
        #expect(session.tiles.first?.notes.first?.key == "recorder.tile.saved")
        #expect(session.tiles.first?.notes.dropFirst().map { $0.arguments } == [["\(uid).y4m"], ["\(uid).wav"]])
        session.stop()
    }

    @Test func maximumDurationEndsTheRecordingAndSaysSo() throws {
        let (session, clock, directory) = try session(["maxDuration": .int(2)], remotes: 0)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        clock.advance(by: 1)
        session.perform("recordLocal", .activate)
        clock.advance(by: 3)
        #expect(session.notice?.key == "recorder.maxReached")
        #expect(session.controls.first?.kind == .toggle(false))
        let audio = try WAVReader.read(path: directory + "/recordings/\(session.status.localUid).wav")
        #expect(abs(audio.duration - 2) < 0.001)
        session.stop()
    }

    @Test func notJoinedRecordsThePreviewAndLeavingSavesFirst() throws {
        let (session, clock, directory) = try session(remotes: 1)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        clock.advance(by: 3)
        session.perform("recordLocal", .activate)
        clock.advance(by: 1)
        session.perform("joinChannel", .activate)
        clock.advance(by: 0.5)
        // The channel's recording was stopped (and saved) before the leave.
        let stop = try #require(index(session, "stopRecording()"))
        let leave = try #require(index(session, "leaveChannel("))
        #expect(stop < leave)
        #expect(!texts(session).contains { $0.contains("reason: .noStream") })
        #expect(session.tiles.count == 1, "remote tiles go with the channel")
        #expect(session.controls.first { $0.id == "recordRemote" }?.isEnabled == false)
        session.perform("recordLocal", .activate)
        clock.advance(by: 1)
        #expect(texts(session).contains { $0.hasPrefix("createMediaRecorder(withInfo:)") && $0.contains("type: .preview") })
        let uid = session.status.localUid
        #expect(FileManager.default.fileExists(atPath: directory + "/recordings/preview_\(uid).y4m"))
        session.perform("joinChannel", .activate)
        clock.advance(by: 1)
        #expect(session.status.isJoined)
        #expect(session.status.localUid == uid, "the same uid for every join")
        session.stop()
        // Teardown: recorders stopped and destroyed before the leave, the engine last.
        let log = texts(session)
        let lastStop = try #require(log.lastIndex { $0.hasPrefix("stopRecording()") })
        let destroyRecorder = try #require(log.lastIndex { $0.hasPrefix("destroy(_:)") })
        let finalLeave = try #require(log.lastIndex { $0.hasPrefix("leaveChannel(") })
        #expect(lastStop < destroyRecorder && destroyRecorder < finalLeave)
        #expect(log.last?.hasPrefix("destroy()") == true)
        let preview = try WAVReader.read(path: directory + "/recordings/preview_\(uid).wav")
        #expect(preview.duration > 1.9, "the preview recording ran across the join: \(preview.duration)")
    }

    @Test func recordAtJoinStartsBothAndAnUnwritableDirectoryIsANotice() throws {
        let (session, clock, directory) = try session(["recordOnJoin": .bool(true)])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        clock.advance(by: 4)
        #expect(session.controls.first { $0.id == "recordLocal" }?.kind == .toggle(true))
        #expect(session.controls.first { $0.id == "recordRemote" }?.kind == .toggle(true))
        session.stop()

        let (failing, failingClock, _) = try self.session(["recordingDirectory": .string("/proc/apiexample-no-such-dir")], remotes: 0)
        failingClock.advance(by: 1)
        failing.perform("recordLocal", .activate)
        failingClock.advance(by: 0.5)
        #expect(failing.notice?.key == "recorder.error.write")
        #expect(failing.notice?.severity == .error)
        #expect(failing.tiles.first?.notes.first?.key == "recorder.tile.failed")
        #expect(failing.controls.first?.kind == .toggle(false))
        // The failed recorder was reset with stopRecording, so trying again is accepted (and fails the same way).
        failing.perform("recordLocal", .activate)
        failingClock.advance(by: 0.5)
        #expect(texts(failing).filter { $0.hasPrefix("startRecording(") }.allSatisfy { $0.hasSuffix("→ 0") })
        failing.stop()
    }
}
