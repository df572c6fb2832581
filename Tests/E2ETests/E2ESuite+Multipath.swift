import Foundation
import Testing

extension E2ESuite {
    /// Multipath in a real terminal: joined in the default dynamic mode, the local tile shows "Multi Path: 2" and the
    /// panel each path's bitrates; Enter on the Enable switch turns multipath off with updateChannel and clears them
    /// both; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func multipathSwitchClearsThePaths() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "Multipath"])
        try tmux.waitForScreen("the Multipath form") { $0.contains(AppText.joinButton) }
        // Channel, role, mode, then Join.
        for _ in 0..<4 { try tmux.send("Enter") }
        try tmux.waitForScreen("the first path stats", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("Multi Path: 2") && $0.contains("Wi-Fi: ↑") && $0.contains("Mobile: ↑")
        }
        // Focus starts on the Enable switch.
        try tmux.send("Enter")
        try tmux.waitForScreen("multipath off, the paths cleared") {
            $0.contains("Multipath off") && !$0.contains("Multi Path: ") && !$0.contains("Wi-Fi: ↑")
        }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
