import Foundation
import Testing
import TestSupport

extension E2ESuite {
    /// Two terminals, one channel (issue 18), as a presenter shows it: one tmux window split into two panes side by
    /// side, each running the interactive browser with a private XDG_RUNTIME_DIR and the cloud turned back on for
    /// this test alone; each joins JoinChannelVideo in "demo" with its own uid, and each pane shows a tile of the
    /// other's uid.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func twoBrowsersInTwoPanesSeeEachOther() throws {
        let runtime = try ScratchDirectory(prefix: "cloud-panes")
        defer { runtime.remove() }
        let environment = ["XDG_RUNTIME_DIR": runtime.path, "APIEXAMPLE_CLOUD": "local"]
        // Low uids: the engine keeps remote users in uid order, so the other terminal's user comes before the
        // simulated ones, on screen even where not every tile fits.
        let uids = ["1101", "1102"]
        // 241 columns: two panes of 120 and the border between them.
        let left = try ShellPane(width: 241, height: 36, environment: environment)
        let right = try ShellPane(beside: left, environment: environment)
        #expect(try left.tmux.paneFormat("#{pane_width}") == "120" && right.tmux.paneFormat("#{pane_width}") == "120")
        var panes: [(pane: ShellPane, pid: pid_t)] = []
        for (pane, uid) in zip([left, right], uids) {
            let pid = try pane.launchApp(["--case", "JoinChannelVideo"], environment: environment)
            try pane.tmux.waitForScreen("the JoinChannelVideo form") { $0.contains(AppText.joinButton) && $0.contains("demo") }
            // Channel "demo" kept; the uid typed in the next field; then on through the rest to Join.
            try pane.tmux.send("Enter")
            try pane.tmux.type(uid)
            for _ in 1..<AppText.entersToJoin { try pane.tmux.send("Enter") }
            panes.append((pane, pid))
        }
        for ((pane, _), other) in zip(panes, uids.reversed()) {
            try pane.tmux.waitForScreen("a tile of the other terminal's user \(other)", timeout: 15) {
                $0.contains(AppText.connected) && $0.lines.contains { $0.contains(AppText.remoteTile) && $0.contains(other) }
            }
        }
        for (pane, pid) in panes { try pane.leaveSessionAndQuit(appPid: pid) }
    }
}
