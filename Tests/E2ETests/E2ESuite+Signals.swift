import Glibc
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
