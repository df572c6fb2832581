import Foundation
import Testing

extension E2ESuite {
    /// VideoChat, hidden from the menu, in a real terminal started with --show-hidden: the form, the join with a view
    /// per user, back to the menu, where its row is marked hidden; quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func videoChatIsReachableWithShowHidden() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--show-hidden", "--case", "VideoChat"])
        try tmux.waitForScreen("the VideoChat form") { $0.contains(AppText.joinButton) && $0.contains("Group Video Chat") }
        // Channel, resolution, frame rate, orientation, then Join.
        for _ in 0..<5 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined with the remote users' views", timeout: 15) {
            $0.contains(AppText.connected) && $0.lines.filter { $0.contains(" Rem") }.count >= 1
        }
        try tmux.send("q")
        try tmux.waitForScreen("back on the form") { $0.contains(AppText.joinButton) && !$0.contains(AppText.connected) }
        try tmux.send("Escape")
        try tmux.waitForScreen("the menu, the row marked hidden") {
            $0.contains(AppText.menuTitle) && $0.contains("Group Video Chat (hidden)")
        }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
    }
}
