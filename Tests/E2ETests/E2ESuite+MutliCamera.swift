import Foundation
import Testing

extension E2ESuite {
    /// MutliCamera in a real terminal: join; Enter on "Open Rear Camera" fills the "Second camera" tile with the rear
    /// camera's picture and the button offers to close it; Enter again closes it and the tile says so; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func mutliCameraOpensAndClosesTheRearCamera() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "MutliCamera"])
        try tmux.waitForScreen("the MutliCamera form") { $0.contains(AppText.joinButton) }
        // Channel, the device's multi-camera support, then Join.
        for _ in 0..<3 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined, the rear camera closed", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("Second camera") && $0.contains("Rear camera closed")
        }
        // Focus starts on the button, enabled once joined.
        try tmux.send("Enter")
        try tmux.waitForScreen("the second tile shows the rear camera") {
            $0.contains("Close Rear Camera") && !$0.contains("Rear camera closed") && $0.contains("second camera joined")
        }
        try tmux.send("Enter")
        try tmux.waitForScreen("the second tile cleared") { $0.contains("Open Rear Camera") && $0.contains("Rear camera closed") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
