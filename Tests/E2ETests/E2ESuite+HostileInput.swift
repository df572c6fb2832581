import AgoraAccessToken
import Foundation
import Testing
import TestSupport

/// Issue 12: the built app against hostile input from users, files and peers.
extension E2ESuite {
    /// A settings file the app cannot read (EACCES) is not taken for "no file": the browser says so, naming the
    /// file, and quitting (which saves the language and the last case) leaves the file as it was.
    @Test(.enabled(if: canDriveTmux && Unprivileged.isPossible, "needs tmux, the app, and setpriv when run as root"))
    func anUnreadableSettingsFileIsReportedAndNotSavedOver() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let saved = Data(#"{"lastCaseId": "LiveStreaming"}"#.utf8)
        let file = try Unprivileged.unreadableSettings(in: pane.scratch, contents: saved)
        let configHome = pane.scratch.file("config")
        let pid = try pane.launchApp(environment: ["XDG_CONFIG_HOME": configHome], launcher: Unprivileged.launcher)
        try tmux.waitForScreen("the warning naming the unreadable file") { screen in
            // The alert's text, its lines joined again (a long path is cut across them).
            let inside = screen.lines.compactMap { line -> String? in
                let parts = line.split(separator: "│", omittingEmptySubsequences: false)
                return parts.count >= 3 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
            }.joined()
            return inside.contains("could not be read (Permission") && inside.contains(file)
        }
        try tmux.send("Enter")
        try tmux.waitForScreen("the menu after the warning") { $0.contains(AppText.menuTitle) && !$0.contains("could not be read") }
        try tmux.send("l")
        try tmux.waitForScreen("the menu in Chinese") { $0.contains(AppText.menuTitleZh) }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        let after = Unprivileged.state(of: file)
        let text = after.contents.map { String(decoding: $0, as: UTF8.self) } ?? "nil"
        #expect(after.mode == 0 && after.contents == saved, "the file was saved over: mode \(after.mode), \(text)")
    }

    /// Every command but the browser, each of which reads the settings before it does its work.
    static let everyCommand = [
        ["list"], ["list", "--json"], ["run", "JoinChannelVideo", "--virtual-time", "--seconds", "1"], ["--version"], ["--help"],
        ["run", "--help"], ["man"], ["completion", "bash"],
        ["token", "--inspect", "007eJxTYLhzZP08Lxa1Pg57+TcXb/3cZ3wi4V6kbpbOog0G2dOYk20UGCzNDZwdjU1TUs0Mkk1MzExMk5ISUy0SjQxNDcwMk4yN3b8IMEQwMTAwMoAwBIL4CgzmKeZGxmamqUmWFsYmFqbGluapxqnGaZYpJmYGSSkpiQwMADacImo="],
    ]

    /// The same file met by every command: the warning goes to stderr, the command does its work with defaults,
    /// and the file is left as it was.
    @Test(.enabled(if: AppBinary.isAvailable && Unprivileged.isPossible), arguments: everyCommand)
    func anUnreadableSettingsFileIsReportedByEveryCommand(_ arguments: [String]) throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-e2e-unreadable")
        let saved = Data(#"{"lastCaseId": "LiveStreaming"}"#.utf8)
        let file = try Unprivileged.unreadableSettings(in: scratch, contents: saved)
        let command = Unprivileged.command(try AppBinary.require(), arguments)
        let result = try CommandRunner.run(command.path, command.arguments,
                                           environment: TestEnvironment.base(["XDG_CONFIG_HOME": scratch.file("config")]))
        #expect(result.exitCode == 0 && !result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("could not be read (Permission denied)") && result.stderr.contains(file), "\(result)")
        let after = Unprivileged.state(of: file)
        #expect(after.mode == 0 && after.contents == saved)
    }

    /// A FIFO nobody writes into, or /dev/zero, standing as the settings file, or a FIFO as `XDG_CONFIG_HOME`
    /// itself: no command waits on it (a blocking open of the FIFO hung start-up before anything was drawn) or reads
    /// it for ever; each warns on stderr, does its work with defaults, and leaves the FIFO or link in place.
    @Test(.enabled(if: AppBinary.isAvailable), arguments: ["fifo", "devZero", "configHomeFIFO"], everyCommand)
    func aSpecialFileAsSettingsIsReportedByEveryCommand(_ special: String, _ arguments: [String]) throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-e2e-special-settings")
        let file = special == "configHomeFIFO" ? (scratch.file("config"), try FIFOWatchdog(path: scratch.file("config")))
            : try Self.specialSettingsFile(special, in: scratch)
        defer { file.watchdog?.stop() }
        let result = try CommandRunner.run(try AppBinary.require(), arguments,
                                           environment: TestEnvironment.base(["XDG_CONFIG_HOME": scratch.file("config")]))
        #expect(file.watchdog?.fired != true, "the app waited on the FIFO")
        #expect(result.exitCode == 0 && !result.stdout.isEmpty, "\(result)")
        let warning = special == "configHomeFIFO" ? "apiexample: The settings file could not be read (Not a directory)"
            : "apiexample: The settings file is not a regular file"
        #expect(result.stderr.contains(warning) && result.stderr.contains(file.path), "\(result)")
        #expect(Self.fileType(file.path) == (special == "devZero" ? S_IFLNK : S_IFIFO), "the settings file was replaced")
    }

    /// The browser meets the same FIFO: it starts at once with the warning, and quitting (which saves the language)
    /// leaves the FIFO where it was.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func aFIFOAsSettingsIsReportedByTheBrowserAndKept() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let file = try Self.specialSettingsFile("fifo", in: pane.scratch)
        defer { file.watchdog?.stop() }
        let pid = try pane.launchApp(environment: ["XDG_CONFIG_HOME": pane.scratch.file("config")])
        try tmux.waitForScreen("the warning about the FIFO") { $0.contains("not a regular file") }
        #expect(file.watchdog?.fired != true, "start-up waited on the FIFO")
        try tmux.send("Enter")
        try tmux.waitForScreen("the menu after the warning") { $0.contains(AppText.menuTitle) && !$0.contains("not a regular file") }
        try tmux.send("l")
        try tmux.waitForScreen("the menu in Chinese") { $0.contains(AppText.menuTitleZh) }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
        #expect(Self.fileType(file.path) == S_IFIFO, "the FIFO was saved over")
    }

    /// `<scratch>/config/apiexample/settings.json` as a FIFO under watch, or a symlink to /dev/zero.
    private static func specialSettingsFile(_ special: String, in scratch: ScratchDirectory) throws -> (path: String, watchdog: FIFOWatchdog?) {
        let directory = scratch.file("config/apiexample")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/settings.json"
        if special == "fifo" {
            let watchdog = try FIFOWatchdog(path: path)
            return (path, watchdog)
        }
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        return (path, nil)
    }

    private static func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    /// A corrupt settings file is moved aside by whatever command meets it first, and that command says where to
    /// (it used to be silent everywhere but the browser).
    @Test(.enabled(if: AppBinary.isAvailable), arguments: everyCommand)
    func aCorruptSettingsFileIsReportedByEveryCommand(_ arguments: [String]) throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-e2e-corrupt")
        let directory = scratch.file("config/apiexample")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("{ broken".utf8).write(to: URL(fileURLWithPath: directory + "/settings.json"))
        let result = try CommandRunner.run(try AppBinary.require(), arguments,
                                           environment: TestEnvironment.base(["XDG_CONFIG_HOME": scratch.file("config")]))
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr.contains("It was moved to " + directory + "/settings.json.bad"), "\(result)")
        #expect(FileManager.default.contents(atPath: directory + "/settings.json.bad") == Data("{ broken".utf8))
    }

    /// Escape sequences in a token's channel and account, and in `--set` values and keys, reach stdout and stderr
    /// as visible escapes, never as bytes a terminal would act on.
    @Test(.enabled(if: AppBinary.isAvailable))
    func escapeSequencesFromOutsideNeverReachTheTerminal() throws {
        let app = try AppBinary.require()
        let keys = TestEnvironment.base(["AGORA_APP_ID": TestProject.appId, "AGORA_APP_CERTIFICATE": TestProject.certificate])
        let token = try RtcTokenBuilder2.buildToken(
            appId: TestProject.appId, appCertificate: TestProject.certificate, channelName: "demo\u{1B}]0;owned\u{07}\u{1B}[2J",
            account: "42\u{9B}31m", role: .publisher, tokenExpire: 600, privilegeExpire: 600)
        let inspected = try CommandRunner.run(app, ["token", "--inspect", token], environment: keys)
        #expect(inspected.exitCode == 0, "\(inspected)")
        #expect(inspected.stdout.contains(#"channel "demo\e]0;owned\x07\e[2J""#), "\(inspected)")
        #expect(inspected.stdout.contains(#""42\x9B31m""#), "\(inspected)")

        let badValue = try CommandRunner.run(app, ["run", "JoinChannelVideo", "--virtual-time", "--set",
                                                   "channelName=demo\u{1B}[31m\u{9B}2J"])
        #expect(badValue.exitCode == 2 && badValue.stderr.contains(#"channelName=demo\e[31m\x9B2J"#), "\(badValue)")
        let badKey = try CommandRunner.run(app, ["run", "JoinChannelVideo", "--set", "\u{1B}]2;title\u{07}=1"])
        #expect(badKey.exitCode == 2 && badKey.stderr.contains(#"\e]2;title\x07"#), "\(badKey)")

        for result in [inspected, badValue, badKey] {
            let output = result.stdout + result.stderr
            #expect(!output.unicodeScalars.contains { $0.value != 0x0A && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) },
                    "raw control characters in \(output.debugDescription)")
        }
    }

    /// The reader of a FIFO the app records into goes away: the write fails with EPIPE and the recording ends
    /// with an error the case reports (CustomAudioRender's own recording; the SDK recorder's `.writeFailed` in
    /// JoinChannelVideoRecorder), instead of SIGPIPE killing the app.
    @Test(.enabled(if: AppBinary.isAvailable))
    func aFIFOReaderGoingAwayEndsTheRecordingNotTheApp() throws {
        let app = try AppBinary.require()
        let scratch = try ScratchDirectory(prefix: "apiexample-e2e-fifo")

        let fifo = scratch.file("render.wav")
        let render = try recordIntoFIFO(fifo, app, ["run", "CustomAudioRender", "--seconds", "4", "--set", "recordFile=\(fifo)",
                                                    "--set", "recordOnJoin=true"], scratch: scratch)
        #expect(render.exitCode == 0, "\(render)")
        #expect(render.stdout.contains("Cannot record to \(fifo): \(fifo): Broken pipe"), "\(render)")

        // The local recording is `<uid>.mp4`, the uid drawn from the seed: a virtual run of the same settings says which.
        let probe = scratch.file("probe")
        let first = try CommandRunner.run(app, ["run", "JoinChannelVideoRecorder", "--virtual-time", "--seconds", "2",
                                                "--set", "recordOnJoin=true", "--set", "recordingDirectory=\(probe)"])
        let marker = "storagePath: \"\(probe)/"
        let start = try #require(first.stdout.range(of: marker), "\(first)").upperBound
        let uid = first.stdout[start...].prefix { $0.isNumber }
        let directory = scratch.file("recordings")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let recorder = try recordIntoFIFO(directory + "/\(uid).mp4", app, [
            "run", "JoinChannelVideoRecorder", "--seconds", "4", "--set", "recordOnJoin=true",
            "--set", "recordingDirectory=\(directory)",
        ], scratch: scratch)
        #expect(recorder.exitCode == 0, "\(recorder)")
        #expect(recorder.stdout.contains("writeFailed"), "\(recorder)")
    }

    /// A FIFO typed as SimpleFilter's library: joining does not freeze the app on dlopen (whose open would wait for a
    /// writer for ever, on the main queue): the session shows error 157 naming the FIFO, and every key after it
    /// works, down to q quitting from the menu.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func aFIFOTypedAsAPathLeavesTheAppResponsive() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let fifo = try FIFOWatchdog(path: pane.scratch.file("filter.so"))
        defer { fifo.stop() }
        let pid = try pane.launchApp(["--case", "SimpleFilter"])
        try tmux.waitForScreen("SimpleFilter's form") { $0.contains("Extension library") && $0.contains(AppText.joinButton) }
        try tmux.send("Down")
        // The field holds the default library name, the plugin's.
        for _ in 0..<Self.pluginName.count { try tmux.send("BSpace") }
        try tmux.type(fifo.path)
        try tmux.waitForScreen("the FIFO's path in the field") { $0.contains(fifo.path) }
        try tmux.send("Enter")
        try tmux.send("Enter")
        // The notice wraps its text: "(error 157, module not found): <path> is not a regular file (a FIFO)".
        try tmux.waitForScreen("error 157 for the FIFO, in the session", timeout: 15) {
            $0.contains("module not found") && $0.contains("(a FIFO)") && $0.contains(AppText.connected)
        }
        #expect(!fifo.fired, "the app waited on the FIFO")
        try tmux.send("Enter")
        try tmux.waitForScreen("the notice dismissed") { !$0.contains("module not found") && $0.contains(AppText.connected) }
        try tmux.send("q")
        try tmux.waitForScreen("back on the form") { $0.contains("Extension library") && !$0.contains(AppText.connected) }
        try tmux.send("Escape")
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
    }

    /// With SIGPIPE ignored, a reader of stdout that went away shows up as EPIPE: the command ends as a filter
    /// always has, by SIGPIPE, and not with a trap on the failed write.
    @Test(.enabled(if: AppBinary.isAvailable))
    func aCommandWhoseReaderLeftEndsBySIGPIPE() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let child = try ChildProcess(path: try AppBinary.require(), arguments: ["list"], environment: TestEnvironment.base(),
                                     stdout: .descriptor(ends[1]))
        let status = try child.wait(timeout: 20, what: "list to end")
        #expect(status.signal == SIGPIPE, "\(status)")
    }

    /// Makes `fifo`, runs the app, and once the app has written into the FIFO closes its only reader.
    private func recordIntoFIFO(_ fifo: String, _ app: String, _ arguments: [String],
                                scratch: ScratchDirectory) throws -> CommandResult {
        guard mkfifo(fifo, 0o600) == 0 else { throw E2EFailure("mkfifo \(fifo): errno \(errno)") }
        // Opened first and without blocking, so the app's open for writing finds a reader at once.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard reader >= 0 else { throw E2EFailure("open \(fifo): errno \(errno)") }
        let name = URL(fileURLWithPath: fifo).lastPathComponent
        let child = try ChildProcess(path: app, arguments: arguments, environment: TestEnvironment.base(),
                                     stdout: .file(scratch.file(name + ".stdout")), stderr: .file(scratch.file(name + ".stderr")))
        var waiting = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
        let deadline = Date().addingTimeInterval(15)
        while poll(&waiting, 1, 100) == 0 && Date() < deadline && child.poll() == nil {}
        close(reader)
        let status = try child.wait(timeout: 20, what: "the app to finish its run")
        return CommandResult(status: status, stdout: scratch.read(name + ".stdout") ?? "", stderr: scratch.read(name + ".stderr") ?? "")
    }
}
