import Foundation
import Testing

extension E2ESuite {
    /// FaceCapture in a real terminal with a licence in the environment: join; the local tile shows the face data,
    /// which changes as the face moves; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func faceCaptureShowsTheFaceData() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "FaceCapture"], environment: ["AGORA_FACE_CAPTURE_LICENSE": "e2e-licence"])
        try tmux.waitForScreen("the FaceCapture form") { $0.contains(AppText.joinButton) }
        // Channel, then Join.
        for _ in 0..<2 { try tmux.send("Enter") }
        let first = try tmux.waitForScreen("joined, the face data on the tile", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("yaw")
        }
        let line = first.lines.first { $0.contains("yaw") }
        try tmux.waitForScreen("the face moved") { screen in screen.lines.contains { $0.contains("yaw") && $0 != line } }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
