import Foundation
import Testing

extension E2ESuite {
    /// LocalCompositeGraph in a real terminal and real time: join, the system's sheet comes up at once, Start
    /// Broadcast, and the session runs connected with the sheet gone (shareScreen is offered only after a Cancel);
    /// then back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func localCompositeGraphInATerminal() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "LocalCompositeGraph"])
        try tmux.waitForScreen("the LocalCompositeGraph form") { $0.contains("composite") && $0.contains(AppText.joinButton) }
        for _ in 0..<2 { try tmux.send("Enter") }
        try tmux.waitForScreen("the system's sheet", timeout: 15) { $0.contains("Screen Broadcast") }
        try tmux.send("y")
        try tmux.waitForScreen("joined, the screen composed", timeout: 15) {
            $0.contains(AppText.connected) && !$0.contains("Screen Broadcast") && $0.contains("shareScreen")
        }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
