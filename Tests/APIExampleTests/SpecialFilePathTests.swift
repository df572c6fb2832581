import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// Every Entry field that takes a path, given a FIFO (nobody at the other end) or /dev/zero: the case says what is
/// wrong, or records into the device, and nothing waits on the path (issue 12). A blocking open of such a FIFO
/// would never return, and the main queue would freeze with it; /dev/zero never ends. Media and libraries must be
/// regular files; a recording may go into a FIFO that has a reader, and into a device.
@MainActor
@Suite struct SpecialFilePathTests {
    enum Special: String, CaseIterable, Sendable {
        case fifo, devZero
    }

    /// The special file for one test: a FIFO under watch in `scratch`, or /dev/zero.
    private struct Target {
        let path: String
        let watchdog: FIFOWatchdog?

        init(_ special: Special, in scratch: ScratchDirectory, name: String) throws {
            switch special {
            case .fifo:
                let watchdog = try FIFOWatchdog(path: scratch.file(name))
                (path, self.watchdog) = (watchdog.path, watchdog)
            case .devZero:
                (path, watchdog) = ("/dev/zero", nil)
            }
        }

        var kind: String { watchdog == nil ? "a character device" : "a FIFO" }

        /// Ends the watch; false when the code under test had to be released from the FIFO.
        func finish() -> Bool {
            watchdog?.stop()
            return watchdog?.fired != true
        }
    }

    /// The E2E sweep finds path fields by their kind (`list --json`): a text field named like a path must have
    /// one, or it would silently go untested with FIFOs and devices.
    @Test func everyFieldNamedLikeAPathHasAPathKind() {
        let words = ["file", "directory", "library", "path"]
        let missed = MenuRegistry.allItems.flatMap { item in
            item.fields.filter { field in
                guard case .text = field.kind, field.kind.pathKind == nil else { return false }
                return words.contains { field.id.lowercased().contains($0) }
            }
                .map { "\(item.id).\($0.id)" }
        }
        #expect(missed.isEmpty, "\(missed)")
    }

    @Test(arguments: Special.allCases)
    func pcmFile(_ special: Special) throws {
        let scratch = try ScratchDirectory(prefix: "special-path")
        let target = try Target(special, in: scratch, name: "in.wav")
        let run = try CaseRun("CustomPcmAudioSource", form: ["pcmFile": target.path], seconds: 1)
        run.session.stop()
        #expect(target.finish(), "the case waited on the path")
        #expect(run.session.notice?.key == "wav.error.notRegularFile")
        #expect(run.session.notice?.arguments == [target.path, "\(target.path): \(target.kind)"])
        #expect(!run.session.status.isJoined)
    }

    @Test(arguments: Special.allCases)
    func videoFile(_ special: Special) throws {
        let scratch = try ScratchDirectory(prefix: "special-path")
        let target = try Target(special, in: scratch, name: "in.y4m")
        let run = try CaseRun("CustomVideoSourcePush", form: ["file": target.path], seconds: 1)
        run.session.stop()
        #expect(target.finish(), "the case waited on the path")
        #expect(run.session.notice?.key == "customVideo.fileFailed")
        #expect(run.session.notice?.arguments == [target.path, "media.error.notRegularFile", "\(target.path): \(target.kind)"])
    }

    /// A directory given as the clip is called one; it was "no such file".
    @Test func videoFileThatIsADirectory() throws {
        let scratch = try ScratchDirectory(prefix: "special-path")
        let run = try CaseRun("CustomVideoSourcePush", form: ["file": scratch.path], seconds: 1)
        run.session.stop()
        #expect(run.session.notice?.key == "customVideo.fileFailed")
        #expect(run.session.notice?.arguments == [scratch.path, "media.error.io", "\(scratch.path): is a directory"])
    }

    @Test(arguments: Special.allCases)
    func mixingFile(_ special: Special) throws {
        let scratch = try ScratchDirectory(prefix: "special-path")
        let target = try Target(special, in: scratch, name: "mix.wav")
        let run = try CaseRun("AudioMixing", ["mixOnJoin": .bool(true)], form: ["mixingFile": target.path], seconds: 2)
        run.session.stop()
        #expect(target.finish(), "the case or the engine waited on the path")
        #expect(run.session.notice?.key == "wav.error.notRegularFile")
        #expect(run.session.notice?.arguments.first == target.path)
        #expect(run.calls("startAudioMixing").first?.result == 0, "the SDK answers with a state change")
    }

    @Test(arguments: Special.allCases)
    func effectFile(_ special: Special) throws {
        let scratch = try ScratchDirectory(prefix: "special-path")
        let target = try Target(special, in: scratch, name: "effect.wav")
        let run = try CaseRun("AudioMixing", form: ["effectFile": target.path], seconds: 2)
        run.press("effectPlay")
        run.advance(0.5)
        run.session.stop()
        #expect(target.finish(), "the case or the engine waited on the path")
        #expect(run.session.notice?.key == "wav.error.notRegularFile")
        #expect(run.session.notice?.arguments.first == target.path)
        #expect(run.calls("playEffect").first.map { $0.result != 0 } == true, "the SDK refuses the file")
    }

    @Test(arguments: Special.allCases)
    func extensionLibrary(_ special: Special) throws {
        let scratch = try ScratchDirectory(prefix: "special-path")
        let target = try Target(special, in: scratch, name: "libFilter.so")
        let run = try CaseRun("SimpleFilter", form: ["library": target.path], seconds: 2)
        run.session.stop()
        #expect(target.finish(), "dlopen waited on the path")
        #expect(run.session.notice?.key == "filter.missing")
        #expect(run.session.notice?.arguments == ["157", "\(target.path) is not a regular file (\(target.kind))"])
    }

    /// A FIFO nobody reads is refused at once; a device takes the recording.
    @Test(arguments: Special.allCases)
    func recordFile(_ special: Special) throws {
        let scratch = try ScratchDirectory(prefix: "special-path")
        let target = try Target(special, in: scratch, name: "out.wav")
        let run = try CaseRun("CustomAudioRender", ["recordOnJoin": .bool(true)], form: ["recordFile": target.path], seconds: 2)
        run.session.stop()
        #expect(target.finish(), "the recording waited for a reader")
        switch special {
        case .fifo:
            #expect(run.session.notice?.key == "render.error.record")
            #expect(run.session.notice?.arguments == [target.path, "\(target.path): a FIFO with no reader"])
        case .devZero:
            #expect(run.session.notice == nil)
            #expect(run.session.log.entries.contains { $0.key == "render.log.recorded" })
        }
    }

    @Test(arguments: Special.allCases)
    func recordingDirectory(_ special: Special) throws {
        let scratch = try ScratchDirectory(prefix: "special-path")
        let target = try Target(special, in: scratch, name: "recordings")
        var settings = GlobalSettings()
        settings.remoteUserCount = 0
        let run = try CaseRun("JoinChannelVideoRecorder", ["recordOnJoin": .bool(true)], form: ["recordingDirectory": target.path],
                              settings: settings, seconds: 2)
        run.session.stop()
        #expect(target.finish(), "the recorder waited on the path")
        #expect(run.session.notice?.key == "recorder.error.write")
        #expect(run.session.notice?.arguments == [target.path])
    }

    @Test(arguments: Special.allCases)
    func rawVideoSnapshotDirectory(_ special: Special) throws {
        let scratch = try ScratchDirectory(prefix: "special-path")
        let target = try Target(special, in: scratch, name: "snapshots")
        let run = try CaseRun("RawVideoData", form: ["snapshotDirectory": target.path], seconds: 4)
        run.press("snapshot")
        run.advance(0.5)
        run.session.stop()
        #expect(target.finish(), "the snapshot waited on the path")
        #expect(run.session.notice?.key == "rawVideo.snapshotFailed")
        #expect(run.session.notice?.arguments == ["media.error.notADirectory", "\(target.path): \(target.kind)"],
                "a FIFO or a device is there, not missing")
    }

    @Test(arguments: Special.allCases)
    func multiChannelSnapshotDirectory(_ special: Special) throws {
        let scratch = try ScratchDirectory(prefix: "special-path")
        let target = try Target(special, in: scratch, name: "snapshots")
        let run = try CaseRun("JoinMultiChannel", form: ["snapshotDirectory": target.path], seconds: 4)
        run.press("snapshot")
        run.advance(0.3)
        run.session.stop()
        #expect(target.finish(), "the snapshot waited on the path")
        #expect(run.session.notice?.key == "multiChannel.snapshotFailed")
    }
}
