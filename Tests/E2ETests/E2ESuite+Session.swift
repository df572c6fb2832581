import Foundation
import Testing

extension E2ESuite {
    /// Menu → Entry → Join → session → 中文 → resize → Ctrl-Z/fg → back to the form → menu → quit, in a real terminal.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func walkThroughSessionLanguageResizeSuspendAndQuit() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let before = try pane.terminalSettings(savingAs: "before")
        let pid = try pane.launchApp(environment: ["APIEXAMPLE_STATS_FILE": pane.scratch.file("stats.json")])

        try tmux.waitForScreen("the menu with the first row selected") {
            $0.contains(AppText.menuTitle) && $0.isSelectedRow(AppText.tokenRow) && $0.contains(AppText.videoRow)
                && $0.contains(AppText.audioRow) && $0.contains(AppText.liveRow) && $0.contains(AppText.quitHint)
        }
        try tmux.send("Down")
        try tmux.waitForScreen("↓ to select the Video row") { $0.isSelectedRow(AppText.videoRow) }
        try tmux.send("Down")
        try tmux.waitForScreen("↓ to select the Audio row") {
            $0.isSelectedRow(AppText.audioRow) && !$0.isSelectedRow(AppText.videoRow)
        }
        try tmux.send("k")
        try tmux.waitForScreen("k to select the Video row again") { $0.isSelectedRow(AppText.videoRow) }

        try tmux.send("Enter")
        try tmux.waitForScreen("the JoinChannelVideo Entry form") {
            $0.contains(AppText.channelField) && $0.contains("demo") && $0.contains(AppText.joinButton)
        }
        for _ in 0..<AppText.entersToJoin { try tmux.send("Enter") }
        let session = try tmux.waitForScreen("the session with local and remote tiles showing stats", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains(AppText.localTile) && $0.contains(AppText.videoSend)
                && $0.contains(AppText.remoteTile) && $0.contains(AppText.videoReceive)
        }
        #expect(session.contains("Channel: demo"), "\(session)")
        #expect(session.widestBoxLine == 100, "tiles should span the 100-column pane\n\(session)")

        try tmux.send("F2")
        let chinese = try tmux.waitForScreen("the session in Chinese") {
            $0.contains(AppText.connectedZh) && $0.contains(AppText.localTileZh)
                && $0.contains(AppText.remoteTileZh) && $0.contains(AppText.videoSendZh)
        }
        #expect(!chinese.contains(AppText.localTile), "English tile title left over\n\(chinese)")
        try waitForClockToAdvance(tmux, from: chinese, what: "the session to keep running after F2")

        try tmux.resize(width: 80, height: 24)
        // Up to the hint bar on the last row: a full repaint reaches the pty in several writes, and a capture between
        // them (seen with the slower ThreadSanitizer build) shows the frame without its bottom rows yet.
        let resized = try tmux.waitForScreen("the session re-laid out at 80x24") {
            $0.widestBoxLine == 80 && $0.contains(AppText.connectedZh) && $0.contains(AppText.localTileZh)
                && $0.contains(AppText.remoteTileZh) && $0.lines.last?.contains("Esc/q") == true
        }
        #expect(resized.lines.count == 24 && resized.lines.last?.contains("Esc/q") == true,
                "the hint bar should sit on row 24\n\(resized)")

        try tmux.send("C-z")
        try tmux.waitForScreen("the shell to report the job stopped") { $0.contains("Stopped") }
        _ = try Poll.until("the app to be stopped", timeout: 5, probe: {
            ProcessTable.state(pid) == "T" ? true : nil
        }, describe: { "state \(String(describing: ProcessTable.state(pid)))" })

        try pane.run("fg")
        let resumed = try tmux.waitForScreen("the session fully repainted after fg") {
            !$0.contains("Stopped") && !$0.hasLine(startingWith: ShellPane.promptMarker) && $0.widestBoxLine == 80
                && $0.contains(AppText.connectedZh) && $0.contains(AppText.localTileZh) && $0.contains(AppText.remoteTileZh)
        }
        try waitForClockToAdvance(tmux, from: resumed, what: "the session to keep running after fg")

        try tmux.send("q")
        let form = try tmux.waitForScreen("back on the Entry form in Chinese, what was typed kept") {
            $0.contains(AppText.channelFieldZh) && $0.contains("demo") && !$0.contains(AppText.connectedZh)
        }
        #expect(!form.contains(AppText.localTileZh), "\(form)")
        try tmux.send("q")
        let menu = try tmux.waitForScreen("the menu in Chinese with the same row selected") {
            $0.contains(AppText.menuTitleZh) && $0.isSelectedRow(AppText.videoRowZh)
        }
        #expect(!menu.contains(AppText.connectedZh), "\(menu)")

        try tmux.send("q")
        try pane.waitForExit(of: pid)
        let after = try pane.exitStatusAndSettings()
        #expect(after.exitCode == 0)
        #expect(after.settings == before, "stty -g before and after the app differ")

        let stats = try AppStats.read(pane.scratch.file("stats.json"))
        #expect(stats.frames > 0 && stats.bytesWritten > 0, "\(stats)")
    }

    /// Waits until the status line's session clock moves past the one on `screen`.
    func waitForClockToAdvance(_ tmux: TmuxSession, from screen: Screen, what: String) throws {
        guard let start = screen.sessionClock else { throw E2EFailure("no session clock in\n\(screen)") }
        try tmux.waitForScreen(what, timeout: 5) { ($0.sessionClock ?? -1) > start }
    }
}
