import Foundation
import Testing

extension E2ESuite {
    /// PrecallTest in a real terminal and real time: its form has nothing to fill in; the session's Start Lastmile
    /// Test shows the probe running, then the quality about 2 s later; then back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func precallTestShowsTheLastmileQuality() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "PrecallTest"])
        try tmux.waitForScreen("the PrecallTest form, with no channel to fill in") {
            $0.contains(AppText.startButton) && !$0.contains("Channel name")
        }
        try tmux.send("Enter")
        try tmux.waitForScreen("the test screen") { $0.contains("Echo Pretest") && $0.contains("Start Lastmile Test") }
        // Focus starts on the audio loopback test; the lastmile test is next.
        try tmux.send("Tab")
        try tmux.send("Enter")
        let started = Date()
        try tmux.waitForScreen("the probe running") { $0.contains("Testing the last mile") && $0.contains("Stop Lastmile Test") }
        try tmux.waitForScreen("the quality", timeout: 10) { $0.contains("Quality: ") }
        #expect(Date().timeIntervalSince(started) >= 1.5, "the quality comes about 2 s after the start")
        try tmux.send("q")
        try tmux.waitForScreen("back on the form") { $0.contains(AppText.startButton) && !$0.contains("Echo Pretest") }
        try tmux.send("Escape")
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
    }

    /// Headless, a script's `--set channelName=…` is accepted by a case without a channel and ignored.
    @Test(.enabled(if: AppBinary.isAvailable))
    func precallTestRunsHeadlessWithAChannelNameItIgnores() throws {
        let result = try CommandRunner.run(try AppBinary.require(), [
            "run", "PrecallTest", "--set", "channelName=e2e", "--virtual-time", "--seconds", "33", "--control", "lastmileTest@1",
        ])
        #expect(result.exitCode == 0, "\(result)")
        for needle in ["startLastmileProbeTest(_:) probeUplink: true", "← rtcEngine(_:lastmileQuality:) quality: .",
                       "← rtcEngine(_:lastmileProbeTest:) state: .complete", "stopLastmileProbeTest() → 0"] {
            #expect(result.stdout.contains(needle), "no \(needle)\n\(result)")
        }
        #expect(!result.stdout.contains("e2e"), "\(result)")
        #expect(result.stdoutLines.last?.contains("destroy()") == true, "\(result)")
    }
}
