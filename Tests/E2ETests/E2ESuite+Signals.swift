import Foundation
import Glibc
import TestSupport
import Testing

extension E2ESuite {
    /// SIGTERM during a running session: the app leaves, exits with 128+15 and gives the terminal back intact.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func sigtermMidSessionRestoresTerminal() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let before = try pane.terminalSettings(savingAs: "before")
        let pid = try pane.launchApp(["--case", "JoinChannelVideo"])
        try tmux.waitForScreen("the Entry form opened by --case") {
            $0.contains(AppText.channelField) && $0.contains(AppText.joinButton)
        }
        for _ in 0..<AppText.entersToJoin { try tmux.send("Enter") }
        try tmux.waitForScreen("the session with stats", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains(AppText.videoSend)
        }

        #expect(kill(pid, SIGTERM) == 0)
        try pane.waitForExit(of: pid)
        let after = try pane.exitStatusAndSettings()
        #expect(after.exitCode == 128 + SIGTERM)
        #expect(after.settings == before, "stty -g before and after the app differ")
        let screen = try tmux.waitForScreen("the shell's own screen back (alternate screen left)") {
            !$0.contains(AppText.videoSend) && $0.hasLine(startingWith: ShellPane.promptMarker)
        }
        #expect(!screen.contains(AppText.localTile), "\(screen)")
    }

    /// Below 60x18 the app says so instead of drawing; growing the window brings the normal screen back.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func tooSmallTerminalShowsNoticeAndRecovers() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp()
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) }

        try tmux.resize(width: 50, height: 15)
        let small = try tmux.waitForScreen("the too-small notice") {
            $0.contains(AppText.tooSmall) && $0.contains("50x15")
        }
        #expect(!small.contains(AppText.menuTitle), "\(small)")

        try tmux.resize(width: 100, height: 30)
        let restored = try tmux.waitForScreen("the menu again at 100x30") {
            !$0.contains(AppText.tooSmall) && $0.contains(AppText.menuTitle) && $0.isSelectedRow(AppText.tokenRow)
                && $0.contains(AppText.quitHint)
        }
        #expect(restored.lines.count == 30 && restored.lines.last?.contains(AppText.quitHint) == true,
                "the hint bar should sit on row 30\n\(restored)")

        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
    }
}

extension E2ESuite {
    /// Ctrl-\ (SIGQUIT from the tty) is a request to stop like SIGTERM: the app exits with 128+3 and gives the
    /// terminal back as it found it (tty settings, normal screen, no mouse reports, a visible cursor), instead of
    /// the Swift runtime's backtracer writing over the screen and waiting 30 s for a key.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func ctrlBackslashQuitsAndRestoresTerminal() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let before = try pane.terminalSettings(savingAs: "before")
        let pid = try pane.launchApp()
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) && $0.isSelectedRow(AppText.tokenRow) }
        let running = try tmux.terminalModes()
        #expect(running.alternateScreen && !running.cursorVisible && running.mouseReporting, "\(running)")

        try tmux.send("C-\\")
        try pane.waitForExit(of: pid)
        let after = try pane.exitStatusAndSettings()
        #expect(after.exitCode == 128 + SIGQUIT)
        #expect(after.settings == before, "stty -g before and after the app differ")
        try tmux.waitForScreen("the shell's own screen back") {
            !$0.contains(AppText.menuTitle) && $0.hasLine(startingWith: ShellPane.promptMarker)
        }
        let modes = try tmux.terminalModes()
        #expect(!modes.alternateScreen && modes.cursorVisible && !modes.mouseReporting, "\(modes)")
        try pane.run("stty -a > \(pane.scratch.file("stty-a"))")
        try Self.expectCookedMode(try pane.waitForFile("stty-a"))
    }

    /// SIGQUIT sent by another process (`kill -QUIT`) during a live session, not only Ctrl-\ at the menu: the app
    /// exits with 128+3 and gives the terminal back as it found it.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func sigquitMidSessionRestoresTerminal() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let before = try pane.terminalSettings(savingAs: "before")
        let pid = try pane.launchApp(["--case", "JoinChannelVideo"])
        try tmux.waitForScreen("the Entry form opened by --case") { $0.contains(AppText.joinButton) }
        for _ in 0..<AppText.entersToJoin { try tmux.send("Enter") }
        try tmux.waitForScreen("the session", timeout: 15) { $0.contains(AppText.connected) && $0.contains(AppText.videoSend) }

        #expect(kill(pid, SIGQUIT) == 0)
        try pane.waitForExit(of: pid)
        let after = try pane.exitStatusAndSettings()
        #expect(after.exitCode == 128 + SIGQUIT)
        #expect(after.settings == before, "stty -g before and after the app differ")
        try tmux.waitForScreen("the shell's own screen back") {
            !$0.contains(AppText.videoSend) && $0.hasLine(startingWith: ShellPane.promptMarker)
        }
        let modes = try tmux.terminalModes()
        #expect(!modes.alternateScreen && modes.cursorVisible && !modes.mouseReporting, "\(modes)")
    }

    /// SIGPIPE is ignored (so a write to a reader that went away fails with EPIPE instead): one sent to the running
    /// browser changes nothing, and the app goes on taking keys and quits normally.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func sigpipeSentToTheBrowserIsIgnored() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp()
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) && $0.isSelectedRow(AppText.tokenRow) }
        #expect(kill(pid, SIGPIPE) == 0)
        try tmux.send("Down")
        try tmux.waitForScreen("the next row selected") { $0.isSelectedRow(AppText.videoRow) }
        #expect(ProcessTable.isRunning(pid))
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
    }

    /// A crash (a Swift trap, a bad pointer, abort) restores the terminal first, then the runtime's report prints
    /// below it: the "Fatal error" message written while the screen was up, and the backtrace. The app runs under
    /// a plain `sh` here, not an interactive bash, because bash puts its own tty settings back after a child killed
    /// by a signal and would hide a terminal left in curses mode.
    ///
    /// A ThreadSanitizer build crashes without the backtrace: the runtime's backtracer cannot start there (TSan's
    /// clone interceptor aborts when called from a signal handler), so it is switched off with SWIFT_BACKTRACE, and
    /// TSan is told to leave the crash signals to the app.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"),
          arguments: ["trap", "segv", "abort"])
    func aCrashRestoresTerminalAndTheReportPrintsBelow(drill: String) throws {
        let app = try AppBinary.require()
        let scratch = try ScratchDirectory(prefix: "apiexample-e2e-crash")
        let script = scratch.file("crash.sh")
        try """
        '\(app)'
        echo $? > '\(scratch.file("rc"))'
        stty -a > '\(scratch.file("stty-a"))'
        exec sleep 600

        """.write(toFile: script, atomically: true, encoding: .utf8)
        var environment = ["LANG": "C.UTF-8", "APIEXAMPLE_CRASH_DRILL": drill]
        if AppBinary.isThreadSanitized {
            environment["SWIFT_BACKTRACE"] = "enable=no"
            environment["TSAN_OPTIONS"] = (TestEnvironment.base()["TSAN_OPTIONS"].map { $0 + ":" } ?? "")
                + "handle_segv=0:handle_sigbus=0:handle_sigill=0:handle_sigfpe=0:handle_abort=0"
        }
        let tmux = try TmuxSession(command: "sh '\(script)'", environment: environment)
        let signal: Int32 = switch drill {
        case "segv": SIGSEGV
        case "abort": SIGABRT
        default: Self.trapSignal
        }

        // The screen, not the rc file, says when to look: the shell can write that file before tmux has read the
        // app's last output from the pty.
        try tmux.waitForScreen("the terminal restored", timeout: 30) { $0.contains("apiexample: crashed (SIG") }
        let modes = try tmux.terminalModes()
        #expect(!modes.alternateScreen && modes.cursorVisible && !modes.mouseReporting, "\(modes)")
        if !AppBinary.isThreadSanitized {
            try tmux.waitForScreen("the runtime's backtrace below", timeout: 30) { $0.contains("Program crashed") }
        }
        // A long report scrolls its first lines off the screen.
        let report = Screen(try tmux.captureWithHistory())
        #expect(!report.contains(AppText.menuTitle), "\(report)")
        let hint = try #require(report.position(of: "apiexample: crashed (SIG"), "\(report)")
        if drill == "trap" {
            let fatal = try #require(report.position(of: "Fatal error: crash drill"), "\(report)")
            #expect(fatal.y < hint.y, "what went to stderr is written out once the screen is left\n\(report)")
        }
        if let crashed = report.position(of: "Program crashed") {
            #expect(hint.y < crashed.y, "the report comes after the terminal is restored\n\(report)")
        }
        // The backtracer asks for a key when it runs on a terminal; any key but space and D ends the process.
        var answered = false
        _ = try Poll.until("the app to end", timeout: 30, probe: { () -> Bool? in
            if scratch.read("stty-a")?.hasSuffix("\n") == true { return true }
            if !answered, try tmux.capture().contains("any other key to quit") {
                try tmux.send("q")
                answered = true
            }
            return nil
        }, describe: { (try? tmux.capture()).map { Screen($0).framed } ?? "" })
        #expect(scratch.read("rc")?.trimmingCharacters(in: .whitespacesAndNewlines) == String(128 + signal))
        try Self.expectCookedMode(try #require(scratch.read("stty-a")))
    }

    /// SIGILL from the ud2 a Swift trap is on x86_64; arm64's brk gives SIGTRAP.
    private static var trapSignal: Int32 {
        #if arch(x86_64)
        SIGILL
        #else
        SIGTRAP
        #endif
    }

    /// `stty -a` of a terminal back in the shell's line mode: canonical input, echo, signals from keys.
    private static func expectCookedMode(_ sttyAll: String) throws {
        let flags = Set(sttyAll.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(flags.isSuperset(of: ["icanon", "echo", "isig"]), "\(sttyAll)")
    }
}
