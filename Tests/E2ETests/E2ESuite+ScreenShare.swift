import Foundation
import Testing

extension E2ESuite {
    /// `apiexample run ScreenShare` headless: startScreen at 3 s (its sheet answered yes, as a run answers questions)
    /// captures the off-screen 100×30 screen, the uid switches to it and its stats are the capture's 960×540.
    @Test(.enabled(if: AppBinary.isAvailable))
    func screenShareRunsHeadless() throws {
        let app = try AppBinary.require()
        let run = try CommandRunner.run(app, ["run", "ScreenShare", "--virtual-time", "--seconds", "8",
                                              "--control", "startScreen@3"])
        #expect(run.exitCode == 0, "\(run)")
        #expect(run.stdoutLines.contains { $0.contains("startScreenCapture(_:)") && $0.hasSuffix("→ 0") }, "\(run)")
        #expect(run.stdoutLines.contains { $0.contains("state: .capturing, reason: .ok, sourceType: .screen") }, "\(run)")
        #expect(run.stdoutLines.contains { $0.contains("updateChannel(with:)") && $0.contains("publishScreenCaptureVideo: true") })
        #expect(run.stdoutLines.contains { $0.contains("localVideoStats") && $0.contains("960x540") && $0.contains("sourceType: .screen") },
                "\(run)")
    }

    /// The system's side of the broadcast as `run --control`: paused, resumed, then stopped by the user, each
    /// reported with the SDK's reason, and the uid back on the camera.
    @Test(.enabled(if: AppBinary.isAvailable))
    func screenShareSystemControlsRunHeadless() throws {
        let app = try AppBinary.require()
        let run = try CommandRunner.run(app, ["run", "ScreenShare", "--virtual-time", "--seconds", "8", "--control", "startScreen@3",
                                              "--control", "systemPauseBroadcast@4", "--control", "systemResumeBroadcast@5",
                                              "--control", "systemStopBroadcast@6"])
        #expect(run.exitCode == 0, "\(run)")
        for reason in ["screenCapturePaused", "screenCaptureResumed"] {
            #expect(run.stdoutLines.contains { $0.contains("state: .capturing, reason: .\(reason), sourceType: .screen") }, "\(run)")
        }
        #expect(run.stdoutLines.contains { $0.contains("state: .stopped, reason: .screenCaptureStoppedByUser, sourceType: .screen") })
        #expect(run.stdoutLines.last { $0.contains("updateChannel(with:)") }?.contains("publishScreenCaptureVideo: false") == true, "\(run)")
    }

    /// ScreenShare in a real terminal and real time: join, startScreen, the system's sheet, Start Broadcast, and the
    /// panel says the uid publishes the screen; stopScreen goes back to the camera; then back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func screenShareInATerminal() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "ScreenShare"])
        try tmux.waitForScreen("the ScreenShare form") { $0.contains("ScreenShare") && $0.contains(AppText.joinButton) }
        for _ in 0..<2 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined with the camera", timeout: 15) { $0.contains("publishes: the camera") && $0.contains(AppText.connected) }
        // Focus starts on the first enabled control: startScreen (stopScreen waits for a capture).
        try tmux.send("Enter")
        try tmux.waitForScreen("the system's sheet") { $0.contains("Screen Broadcast") }
        try tmux.send("y")
        try tmux.waitForScreen("the screen published") { $0.contains("publishes: the screen") && $0.contains("Screen: captured") }
        // startScreen disables itself and the focus goes back to stopScreen, the first enabled control.
        try tmux.send("Enter")
        try tmux.waitForScreen("back to the camera") { $0.contains("publishes: the camera") && $0.contains("Screen: not captured") }
        try tmux.send("q")
        try tmux.waitForScreen("back on the form") { $0.contains(AppText.joinButton) && !$0.contains(AppText.connected) }
        try tmux.send("Escape")
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
    }
}
