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

    /// The app in the background in a real terminal: tmux (`focus-events on`) passes on the focus reports the app
    /// asked for (CSI ?1004h), and a detached pane has no focus, so the app goes to the background as it starts; a
    /// focus-in brings it back, a focus-out sends it away again and PiP starts by itself; F7 does the same by hand.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func focusSendsTheAppToTheBackgroundAndPictureInPictureStarts() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        _ = try tmux.tmux(["set-option", "-g", "focus-events", "on"])
        let pid = try pane.launchApp(["--case", "PictureInPicture"])
        try tmux.waitForScreen("the PictureInPicture form") { $0.contains(AppText.joinButton) }
        for _ in 0..<2 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined in the background", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("[in the background]")
        }
        try tmux.sendBytes([0x1B, 0x5B, 0x49])
        try tmux.waitForScreen("back in the foreground") {
            !$0.contains("[in the background]") && !$0.contains("Playing in Picture in Picture")
        }
        try tmux.sendBytes([0x1B, 0x5B, 0x4F])
        try tmux.waitForScreen("PiP started by the focus-out") {
            $0.contains("[in the background]") && $0.contains("Playing in Picture in Picture")
        }
        try tmux.sendBytes([0x1B, 0x5B, 0x49])
        try tmux.waitForScreen("PiP ended by the focus-in") { !$0.contains("Playing in Picture in Picture") }
        try tmux.send("F7")
        try tmux.waitForScreen("PiP started by F7") {
            $0.contains("[in the background]") && $0.contains("Playing in Picture in Picture")
        }
        try tmux.send("F7")
        try tmux.waitForScreen("PiP ended by F7") { !$0.contains("Playing in Picture in Picture") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
