import Foundation
import Glibc
import Testing
import TestSupport

/// Issue 12: every Entry field that holds a path, given a FIFO nobody opens from the other end, /dev/zero, or (for
/// a file) a directory, through `apiexample run --set` as a user would. The fields come from the app itself
/// (`list --json` names each field's kind), so a path field added later is covered without touching this test.
extension E2ESuite {
    /// What a special file stands in for, and where it goes.
    private struct PathField: CustomStringConvertible {
        let caseId: String
        let id: String
        let kind: String
        /// The case's switches that use their path as soon as the channel is joined (`recordOnJoin`, `mixOnJoin` …).
        let onJoin: [String]
        var description: String { "\(caseId).\(id) (\(kind))" }
    }

    /// Controls that use a path only when pressed, by case and field: pressed a second or more into the run. A path
    /// field with none here is still given every special file; it is used when the case joins or when one of its
    /// `…OnJoin` switches says so (a pressed-only field missing here fails the test: no line names its path).
    private static let pressToUse = [
        "AudioMixing.effectFile": "effectPlay@1",
        "RawVideoData.snapshotDirectory": "snapshot@3.5",
        "JoinMultiChannel.snapshotDirectory": "snapshot@3.5",
        "LiveStreaming.snapshotDirectory": "localSnapshot@3.5",
        "LiveStreaming.imageFile": "watermark@1",
        "RhythmPlayer.sound1": "play@1",
        "RhythmPlayer.sound2": "play@1",
    ]

    @Test(.enabled(if: AppBinary.isAvailable))
    func everyPathFieldGivenASpecialFileEndsWithAMessageNotAHang() throws {
        let app = try AppBinary.require()
        let fields = try Self.pathFields(app)
        // The fields known when this was written: the list must at least hold them (a new one only adds to it).
        let names = Set(fields.map { "\($0.caseId).\($0.id)" })
        #expect(names.isSuperset(of: ["CustomPcmAudioSource.pcmFile", "CustomAudioRender.recordFile", "AudioMixing.mixingFile",
                                      "AudioMixing.effectFile", "CustomVideoSourcePush.file", "SimpleFilter.library",
                                      "JoinChannelVideoRecorder.recordingDirectory", "RawVideoData.snapshotDirectory",
                                      "JoinMultiChannel.snapshotDirectory"]), "\(names.sorted())")
        let scratch = try ScratchDirectory(prefix: "apiexample-e2e-paths")
        let directory = scratch.file("a-directory")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var failures: [String] = []
        for field in fields {
            var specials = ["fifo", "/dev/zero"]
            if field.kind == "file" { specials.append(directory) }
            for special in specials {
                let watchdog = special == "fifo" ? try FIFOWatchdog(path: scratch.file("\(field.caseId)-\(field.id).fifo")) : nil
                let path = watchdog?.path ?? special
                var arguments = ["run", field.caseId, "--virtual-time", "--seconds", "5", "--set", "\(field.id)=\(path)"]
                arguments += field.onJoin.flatMap { ["--set", "\($0)=true"] }
                if let control = Self.pressToUse["\(field.caseId).\(field.id)"] { arguments += ["--control", control] }
                let result = try CommandRunner.run(app, arguments, timeout: 30)
                watchdog?.stop()
                let what = "\(field) = \(path)"
                if watchdog?.fired == true { failures.append("\(what): waited on the FIFO") }
                if result.exitCode != 0 { failures.append("\(what): \(result)") }
                // The user is told about the path: an error line (the case's message or the SDK's error) naming it,
                // or, for a device written into, the case's line saying the recording went there.
                let lines = result.stdout.split(separator: "\n").filter { $0.contains(path) }
                let told = lines.contains { $0.contains("  error  ") }
                    || (special == "/dev/zero" && lines.contains { $0.contains("  app  ") })
                if !told { failures.append("\(what): no error line names the path\n\(result)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }

    /// A FIFO typed as a directory field (JoinChannelVideoRecorder's recordings directory, recording on join): the
    /// session says the recording cannot be written there, nothing waits on the FIFO, and the app goes on taking
    /// keys down to q from the menu. (A file field typed in tmux: `aFIFOTypedAsAPathLeavesTheAppResponsive`.)
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func aFIFOTypedAsADirectoryFieldIsRefusedInTheSession() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let fifo = try FIFOWatchdog(path: pane.scratch.file("recordings"))
        defer { fifo.stop() }
        // No remote users: each one's recording would fail into the FIFO too, one notice after another.
        let settings = pane.scratch.file("config/apiexample")
        try FileManager.default.createDirectory(atPath: settings, withIntermediateDirectories: true)
        try Data(#"{"global": {"remoteUserCount": 0}}"#.utf8).write(to: URL(fileURLWithPath: settings + "/settings.json"))
        let pid = try pane.launchApp(["--case", "JoinChannelVideoRecorder"], environment: [
            "XDG_CONFIG_HOME": pane.scratch.file("config"), "XDG_STATE_HOME": pane.scratch.file("state"),
        ])
        try tmux.waitForScreen("the recorder's form") { $0.contains("Recordings directory") && $0.contains(AppText.joinButton) }
        // Channel, resolution, frame rate, orientation, then the directory, which holds the default path.
        for _ in 0..<4 { try tmux.send("Down") }
        try tmux.send(contentsOf: Array(repeating: "BSpace", count: 120))
        try tmux.type(fifo.path)
        try tmux.waitForScreen("the FIFO's path in the field") { $0.contains(fifo.path) }
        // Past the maximum duration to "record on join", switched on, then to Join.
        try tmux.send("Down")
        try tmux.send("Down")
        try tmux.send("Space")
        try tmux.send("Enter")
        try tmux.send("Enter")
        try tmux.waitForScreen("the write error in the session", timeout: 15) {
            $0.contains("─ Error ─") && $0.contains("Cannot write the recording in") && $0.contains(AppText.connected)
        }
        #expect(!fifo.fired, "the app waited on the FIFO")
        try tmux.send("Enter")
        // The log pane keeps the line; the notice's box goes.
        try tmux.waitForScreen("the notice dismissed") { !$0.contains("─ Error ─") && $0.contains(AppText.connected) }
        try tmux.send("q")
        try tmux.waitForScreen("back on the form") { $0.contains(AppText.joinButton) && !$0.contains(AppText.connected) }
        try tmux.send("Escape")
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
    }

    /// A WAV recorded into a FIFO that another program reads to the end (`cat`): the recording ends cleanly and says
    /// it went into a stream, and what the reader got is a whole WAV whose header says "to the end of the stream".
    /// Finishing the header by seeking back failed the recording at its very end with "Illegal seek".
    @Test(.enabled(if: AppBinary.isAvailable && FileManager.default.isExecutableFile(atPath: "/bin/cat")))
    func aWAVRecordedIntoAFIFOEndsCleanlyAsAStream() throws {
        let app = try AppBinary.require()
        let scratch = try ScratchDirectory(prefix: "apiexample-e2e-wav-stream")
        let fifo = scratch.file("heard.wav")
        try #require(mkfifo(fifo, 0o600) == 0)
        // Both ends held (Linux), so neither cat's open nor the app's waits: cat reads from the start, and the app's
        // non-blocking open finds a reader. Closed once the app is done, so cat then reaches the end.
        let holder = open(fifo, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        try #require(holder >= 0)
        let cat = try ChildProcess(path: "/bin/cat", arguments: [fifo], environment: TestEnvironment.base(),
                                   stdout: .file(scratch.file("drained.wav")))
        let result = try CommandRunner.run(app, ["run", "CustomAudioRender", "--virtual-time", "--seconds", "3",
                                                 "--set", "recordOnJoin=true", "--set", "recordFile=\(fifo)"])
        close(holder)
        let drained = try cat.wait(timeout: 10, what: "cat to reach the end of the stream")
        #expect(drained.exitCode == 0)
        #expect(result.exitCode == 0, "\(result)")
        #expect(!result.stdout.contains("Cannot record") && !result.stdout.contains("Illegal seek"), "\(result)")
        #expect(result.stdout.contains("of pulled audio into the stream \(fifo) (a FIFO: its WAV header gives no length)"),
                "\(result)")
        let bytes = [UInt8](FileManager.default.contents(atPath: scratch.file("drained.wav")) ?? Data())
        try #require(bytes.count > 44, "\(bytes.count) bytes")
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[36..<40]) == Array("data".utf8))
        #expect(Array(bytes[40..<44]) == [0xFF, 0xFF, 0xFF, 0xFF], "the data size says: to the end of the stream")
        #expect((bytes.count - 44) % 4 == 0, "whole 16-bit stereo frames: \(bytes.count - 44) bytes")
    }

    /// Every case's path fields, from `apiexample list --json --show-hidden`.
    private static func pathFields(_ app: String) throws -> [PathField] {
        struct Row: Decodable {
            struct Field: Decodable {
                let id: String
                let kind: String
            }
            let id: String
            let fields: [Field]
        }
        let listed = try CommandRunner.run(app, ["list", "--json", "--show-hidden"])
        let rows = try JSONDecoder().decode([Row].self, from: Data(listed.stdout.utf8))
        return rows.flatMap { row in
            let onJoin = row.fields.filter { $0.kind == "toggle" && $0.id.hasSuffix("OnJoin") }.map(\.id)
            return row.fields.filter { $0.kind == "file" || $0.kind == "directory" }.map {
                PathField(caseId: row.id, id: $0.id, kind: $0.kind, onJoin: onJoin)
            }
        }
    }
}
