import Foundation
import Testing

extension E2ESuite {
    /// CustomVideoSourcePushMulti in a real terminal: join as audience (the three simulated remote users take three
    /// slots); Enter on "Create Video Track" fills the fourth with the raw track's pictures; Tab twice and Enter on
    /// "Destroy Track" frees it; Tab twice more and Enter on "Create Video Track(Encode)" fills it with the decoded
    /// H.264; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func customVideoSourcePushMultiCreatesAndDestroysTracks() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "CustomVideoSourcePushMulti"])
        try tmux.waitForScreen("the CustomVideoSourcePushMulti form") { $0.contains(AppText.joinButton) }
        // Channel, then Join.
        for _ in 0..<2 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined as audience", timeout: 15) { $0.contains(AppText.connected) && $0.contains("Create Video Track") }
        // Focus starts on the first button, enabled once joined.
        try tmux.send("Enter")
        try tmux.waitForScreen("the raw track's slot") { $0.contains("Custom track 1 (raw NV12)") }
        for _ in 0..<2 { try tmux.send("Tab") }
        try tmux.send("Enter")
        try tmux.waitForScreen("the raw track destroyed") { !$0.contains("Custom track 1") }
        // Destroy disabled itself: the focus is back on the first button; the encoded one is next.
        try tmux.send("Tab")
        try tmux.send("Enter")
        try tmux.waitForScreen("the encoded track's slot") { $0.contains("Custom track 2 (encoded H.264)") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
