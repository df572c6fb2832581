import Foundation
import Testing
import TestSupport

extension E2ESuite {
    /// `run --cast` in virtual time: a private file that Debian's asciinema reads (`asciinema cat` exits 0 only for a
    /// valid asciicast v2), and that, played into a terminal the recording's size, ends on the session screen.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"),
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/asciinema"), "needs asciinema (.ci/setup.sh)"))
    func runCastPlaysInAsciinema() throws {
        let pane = try ShellPane()
        let cast = pane.scratch.file("demo.cast")
        let start = Date()
        let result = try CommandRunner.run(try AppBinary.require(),
                                           ["run", "JoinChannelVideo", "--virtual-time", "--duration", "20", "--cast", cast])
        #expect(result.exitCode == 0, "\(result)")
        #expect(Date().timeIntervalSince(start) < 15, "20 virtual seconds should render in a few real ones")
        #expect(result.stdout.contains("didJoinChannel"), "the lines are still printed\n\(result)")
        var info = stat()
        #expect(stat(cast, &info) == 0 && info.st_mode & 0o777 == 0o600, "the recording must be private")
        let recording = try AsciicastRecording(try #require(pane.scratch.read("demo.cast")))
        #expect(recording.width == 100 && recording.height == 30)
        #expect((recording.events.last?.time ?? 0) > 19.5, "virtual timestamps")

        try pane.run("asciinema cat \(cast) > \(pane.scratch.file("played")); echo $? > \(pane.scratch.file("rc"))")
        #expect(try pane.waitForFile("rc") == "0", "asciinema cat refused the file")
        #expect(pane.scratch.read("played")?.contains("Join a channel (Video)") == true)

        // Played on the pane itself (the shell waits in `read`, so no prompt is drawn over it).
        try pane.run("clear; asciinema cat \(cast); read")
        let screen = try pane.tmux.waitForScreen("the recording's last frame") {
            $0.contains(AppText.connected) && $0.contains(AppText.remoteTile) && $0.lines.last?.contains("Esc/q") == true
        }
        #expect(screen.widestBoxLine == 100, "\(screen)")
        try pane.tmux.send("Enter")
    }

    /// The browser's `--cast`: what the screen showed, a resize included, in a file asciinema reads.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"),
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/asciinema"), "needs asciinema (.ci/setup.sh)"))
    func browserCastRecordsTheScreenAndResizes() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let cast = pane.scratch.file("browser.cast")
        let pid = try pane.launchApp(["--cast", cast], environment: ["XDG_CONFIG_HOME": TestEnvironment.freshConfigHome()])
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) && $0.contains(AppText.quitHint) }
        try tmux.send("Down")
        try tmux.waitForScreen("the Video row selected") { $0.isSelectedRow(AppText.videoRow) }
        try tmux.resize(width: 80, height: 24)
        try tmux.waitForScreen("the menu at 80x24") {
            $0.lines.count == 24 && $0.lines.last?.contains(AppText.quitHint) == true && $0.lines[0].contains("simulated engine")
        }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)

        var info = stat()
        #expect(stat(cast, &info) == 0 && info.st_mode & 0o777 == 0o600, "the recording must be private")
        let recording = try AsciicastRecording(try #require(pane.scratch.read("browser.cast")))
        #expect(recording.width == 100 && recording.height == 30)
        #expect(recording.events.contains { $0.code == "r" && $0.data == "80x24" }, "the resize is recorded")
        let times = recording.events.map(\.time)
        #expect(times == times.sorted())
        let played = try recording.replay()
        #expect(played.width == 80 && played.lines.joined().contains(AppText.quitHint))

        try pane.run("asciinema cat \(cast) > /dev/null; echo $? > \(pane.scratch.file("rc"))")
        #expect(try pane.waitForFile("rc") == "0", "asciinema cat refused the file")
    }

    /// A FIFO or a directory given as the recording is refused before anything runs, in the words of other outputs.
    @Test(.enabled(if: AppBinary.isAvailable))
    func castIntoAFIFOOrADirectoryIsRefused() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-cast")
        defer { scratch.remove() }
        let fifo = scratch.file("fifo")
        try #require(mkfifo(fifo, 0o600) == 0)
        let app = try AppBinary.require()
        for (arguments, reason) in [(["run", "JoinChannelVideo", "--virtual-time", "--cast", fifo], "not a regular file"),
                                    (["run", "JoinChannelVideo", "--virtual-time", "--cast", scratch.path], "it is a directory"),
                                    (["--cast", fifo], "not a regular file")] {
            let result = try CommandRunner.run(app, arguments, timeout: 10)
            #expect(result.exitCode == 2, "\(result)")
            #expect(result.stdout.isEmpty, "nothing ran\n\(result)")
            #expect(result.stderr.contains("Cannot record into") && result.stderr.contains(reason), "\(result)")
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
    }
}
