import Foundation
import Testing

extension E2ESuite {
    /// ARKit in a real terminal: join; the simulated camera finds a plane; Place screen puts a remote user on a
    /// screen; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func arKitPlacesAScreenForARemoteUser() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "ARKit"])
        try tmux.waitForScreen("the ARKit form") { $0.contains(AppText.joinButton) }
        // Channel, First Frame Optimization, world tracking, then Join.
        for _ in 0..<4 { try tmux.send("Enter") }
        try tmux.waitForScreen("the plane found, the call connected", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("Tap to place remote video canvas")
        }
        // Focus is on Place screen, the first control the user can change.
        try tmux.send("Enter")
        try tmux.waitForScreen("a remote user on screen 1", timeout: 10) { $0.contains("Screen 1: uid ") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
