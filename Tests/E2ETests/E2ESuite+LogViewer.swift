import Foundation
import Testing

extension E2ESuite {
    /// The log viewer in a real terminal: F3 from a text field before any session, L mid-session (which keeps
    /// running), an incremental search, `s` writing a file under XDG_STATE_HOME, and the ended session's log
    /// after Back.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func logViewerOpensMidSessionSearchesAndSaves() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let stateHome = pane.scratch.file("state")
        let pid = try pane.launchApp(["--case", "JoinChannelVideo"], environment: ["XDG_STATE_HOME": stateHome])
        try tmux.waitForScreen("the JoinChannelVideo Entry form") { $0.contains(AppText.channelField) && $0.contains(AppText.joinButton) }

        try tmux.send("F3")
        try tmux.waitForScreen("the empty log viewer") { $0.contains("No session has run yet") }
        try tmux.send("Escape")
        try tmux.waitForScreen("the form again, nothing typed into it") {
            $0.contains(AppText.channelField) && $0.contains("demo_") && !$0.contains("demoL")
        }

        for _ in 0..<AppText.entersToJoin { try tmux.send("Enter") }
        try tmux.waitForScreen("the session, connected", timeout: 15) { $0.contains(AppText.connected) }
        try tmux.send("L")
        try tmux.waitForScreen("the live session's log, following") {
            $0.contains("Log: Join a channel (Video)") && $0.contains("session running") && $0.contains("following")
                && $0.contains("didJoinChannel")
        }
        try tmux.send("/")
        try tmux.type("DIDJOINCHANNEL")
        try tmux.send("Enter")
        try tmux.waitForScreen("one match for the search") { $0.contains("/DIDJOINCHANNEL") && $0.contains("match 1 of 1") }

        try tmux.send("s")
        // "Saved all N lines" until the first periodic report is hidden, then "Saved the N shown lines (filtered)".
        try tmux.waitForScreen("the save's outcome and the file's path") {
            $0.contains("Saved ") && $0.contains(stateHome + "/apiexample/logs/JoinChannelVideo-")
        }
        let directory = stateHome + "/apiexample/logs"
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.count == 1 && files[0].hasPrefix("JoinChannelVideo-") && files[0].hasSuffix(".log"), "\(files)")
        let saved = try String(contentsOfFile: directory + "/" + (files.first ?? ""), encoding: .utf8)
        #expect(saved.hasPrefix("# APIExample log: JoinChannelVideo"), "\(saved)")
        #expect(saved.contains("api      joinChannel(byToken:") && saved.contains("callback ← rtcEngine(_:didJoinChannel:"))

        try tmux.send("Escape")
        try tmux.waitForScreen("the search cleared, the viewer still open") { $0.contains("session running") && !$0.contains("/DIDJOIN") }
        try tmux.send("Escape")
        let session = try tmux.waitForScreen("the session screen exactly as it was") {
            $0.contains(AppText.connected) && $0.contains(AppText.localTile)
        }
        try waitForClockToAdvance(tmux, from: session, what: "the session to have kept running")

        try tmux.send("q")
        try tmux.waitForScreen("back on the Entry form") { $0.contains(AppText.joinButton) && !$0.contains(AppText.connected) }
        try tmux.send("L")
        try tmux.waitForScreen("the ended session's log") { $0.contains("session ended") && $0.contains("leaveChannel") }
        try tmux.send("q")
        try tmux.waitForScreen("the form again") { $0.contains(AppText.joinButton) }
        try tmux.send("q")
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
    }
}
