import Foundation
import Testing

extension E2ESuite {
    /// ContentInspect in a real terminal: joined, the panel says the results go to the webhook and the log pane shows
    /// the simulated uploads as `[sim]` lines; SwitchCamera flips the camera in the panel; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func contentInspectShowsUploadsInTheLog() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "ContentInspect"])
        try tmux.waitForScreen("the ContentInspect form") { $0.contains(AppText.joinButton) }
        // Channel, interval, then Join.
        for _ in 0..<3 { try tmux.send("Enter") }
        try tmux.waitForScreen("an upload in the log", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("console webhook") && $0.contains("[sim] contentInspect")
        }
        try tmux.send("Enter")
        try tmux.waitForScreen("the rear camera") { $0.contains("Camera: rear") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
