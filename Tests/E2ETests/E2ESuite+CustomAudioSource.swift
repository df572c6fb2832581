import Foundation
import Testing

extension E2ESuite {
    /// CustomAudioSource, hidden from the menu, in a real terminal started with --show-hidden: join; the local audio
    /// tile shows the app's recording overwriting the microphone's frames, 100 a second; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func customAudioSourceOverwritesTheMicrophonesFrames() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--show-hidden", "--case", "CustomAudioSource"])
        try tmux.waitForScreen("the CustomAudioSource form") { $0.contains(AppText.joinButton) }
        // Channel, then Join.
        for _ in 0..<2 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined, the bridge on the local audio tile", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("Local") && $0.contains("mic frames overwritten")
        }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
