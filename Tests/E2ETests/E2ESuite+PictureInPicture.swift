import Foundation
import Testing

extension E2ESuite {
    /// PictureInPicture in a real terminal: join, turn PiP on, and the floating window stays on top of the settings
    /// screen; close settings; Back stops PiP and leaves; quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func pictureInPictureFloatsOverSettings() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "PictureInPicture"])
        try tmux.waitForScreen("the PictureInPicture form") { $0.contains(AppText.joinButton) }
        for _ in 0..<2 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined", timeout: 15) { $0.contains(AppText.connected) }
        // Focus starts on the Picture in Picture switch.
        try tmux.send("Enter")
        try tmux.waitForScreen("the grid in the floating window") { $0.contains("Playing in Picture in Picture") }
        try tmux.send("s")
        try tmux.waitForScreen("the window over settings") {
            $0.contains(AppText.settingsTitle) && $0.contains("Picture in Picture") && !$0.contains("Playing in Picture in Picture")
        }
        try tmux.send("Escape")
        try tmux.waitForScreen("back on the session, still in PiP") { $0.contains("Playing in Picture in Picture") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
