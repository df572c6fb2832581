import Foundation
import Testing

extension E2ESuite {
    /// AgoraBeauty in a real terminal: join, Enter on Face Beautify (the first control) turns beauty on through the
    /// effect object and the local tile's notes say so; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func agoraBeautyFaceBeautifySwitch() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "AgoraBeauty"])
        try tmux.waitForScreen("the AgoraBeauty form") { $0.contains("agorabeauty") && $0.contains(AppText.joinButton) }
        for _ in 0..<2 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined, nothing on", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("Beauty off") && $0.contains("Makeup off")
        }
        // Focus starts on the Face Beautify switch.
        try tmux.send("Enter")
        try tmux.waitForScreen("beauty on") { $0.contains("Beauty on") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
