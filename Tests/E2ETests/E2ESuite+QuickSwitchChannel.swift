import Foundation
import Testing

extension E2ESuite {
    /// `apiexample run QuickSwitchChannel` headless: ten "next" presses within a second, each ending the join before
    /// it, land in the third channel only; a name with no room left for the page number is refused with exit 2.
    @Test(.enabled(if: AppBinary.isAvailable))
    func quickSwitchChannelRunsHeadless() throws {
        let app = try AppBinary.require()
        let presses = (0..<10).flatMap { ["--control", "next@\(2 + Double($0) / 10)"] }
        let run = try CommandRunner.run(app, ["run", "QuickSwitchChannel", "--set", "channelName=e2e", "--virtual-time",
                                              "--seconds", "6"] + presses)
        #expect(run.exitCode == 0, "\(run)")
        let joins = run.stdoutLines.filter { $0.contains("← rtcEngine(_:didJoinChannel:withUid:elapsed:)") }
        #expect(joins.count == 2 && joins[0].contains("channel: \"e2e1\"") && joins[1].contains("channel: \"e2e3\""), "\(joins)")
        #expect(run.stdoutLines.filter { $0.contains("joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)") }.count == 11)
        #expect(run.stdoutLines.contains { $0.contains("setClientRole(_:) .audience") }, "\(run)")
        #expect(run.stdoutLines.last?.contains("destroy()") == true, "\(run)")

        let tooLong = try CommandRunner.run(app, ["run", "QuickSwitchChannel", "--set",
                                                  "channelName=" + String(repeating: "q", count: 63), "--virtual-time"])
        #expect(tooLong.exitCode == 2, "\(tooLong)")
    }
}

extension E2ESuite {
    /// QuickSwitchChannel in a real terminal and real time: join page 1, "Previous channel" wraps to page 4 and its
    /// host's view, the page picker's → wraps back to page 1; then back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func quickSwitchChannelPagesInATerminal() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "QuickSwitchChannel"])
        try tmux.waitForScreen("the QuickSwitchChannel form") { $0.contains("quick") && $0.contains(AppText.joinButton) }
        // Channel, then Join.
        for _ in 0..<2 { try tmux.send("Enter") }
        try tmux.waitForScreen("page 1 joined", timeout: 15) { $0.contains("Joined quick1 as audience") }
        // Focus starts on "Previous channel".
        try tmux.send("Enter")
        try tmux.waitForScreen("page 4 joined, its host in the view") {
            $0.contains("Page 4/4") && $0.contains("Joined quick4 as audience") && $0.contains("Remote")
        }
        try tmux.send("Tab")
        try tmux.send("Tab")
        try tmux.send("Right")
        try tmux.waitForScreen("page 1 again") { $0.contains("Page 1/4") && $0.contains("Joined quick1 as audience") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
