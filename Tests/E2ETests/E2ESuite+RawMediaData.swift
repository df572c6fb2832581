import Foundation
import Testing

extension E2ESuite {
    /// RawMediaData, hidden from the menu, in a real terminal started with --show-hidden: join with the form's
    /// defaults (recording off); the local tile shows the raw observers' rates, a remote tile its user's frames before
    /// mixing; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func rawMediaDataShowsTheObserversRates() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--show-hidden", "--case", "RawMediaData"])
        try tmux.waitForScreen("the RawMediaData form") { $0.contains(AppText.joinButton) }
        // Channel, Audio Recording, directory, then Join.
        for _ in 0..<4 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined, the observers' rates on the local tile", timeout: 20) {
            $0.contains(AppText.connected) && $0.contains("record 86") && $0.contains("pre-mix 100") && $0.contains("recording off")
        }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
