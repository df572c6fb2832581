import Foundation
import Testing

extension E2ESuite {
    /// ThirdBeautify in a real terminal: join; the vendor sheet asks; Enter picks FU Beautify, whose screen lists
    /// FaceUnity's setup steps while the call connects; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func thirdBeautifyShowsTheVendorsStepsAndJoins() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "ThirdBeautify"])
        try tmux.waitForScreen("the ThirdBeautify form") { $0.contains(AppText.joinButton) }
        // Channel, then Join.
        for _ in 0..<2 { try tmux.send("Enter") }
        try tmux.waitForScreen("the vendor sheet") { $0.contains("Which vendor's beauty SDK?") && $0.contains("FU Beautify") }
        try tmux.send("Enter")
        try tmux.waitForScreen("FaceUnity's steps, the call connected", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("FURenderKit.framework")
        }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
