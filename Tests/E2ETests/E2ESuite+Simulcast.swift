import Foundation
import Testing

extension E2ESuite {
    /// `apiexample run Simulcast` headless: an audience member asks the simulated hosts for layer 4, which they do not
    /// send, and the stats that follow report layer 3 (360p at 15 fps); a host's fourth layer is refused, so its
    /// three layers stay as they were.
    @Test(.enabled(if: AppBinary.isAvailable))
    func simulcastRunsHeadless() throws {
        let app = try AppBinary.require()
        let audience = try CommandRunner.run(app, ["run", "Simulcast", "--set", "role=audience", "--virtual-time",
                                                   "--seconds", "8", "--control", "remoteLayer=layer4@4"])
        #expect(audience.exitCode == 0, "\(audience)")
        #expect(!audience.stdout.contains("setSimulcastConfig("), "\(audience)")
        let asked = audience.stdoutLines.firstIndex { $0.contains("setRemoteVideoStream(_:type:)") && $0.contains("type: .layer4 → 0") }
        let after = asked.map { Array(audience.stdoutLines[$0...]) } ?? []
        let stats = after.filter { $0.contains("rtcEngine(_:remoteVideoStats:)") }
        #expect(asked != nil && !stats.isEmpty, "\(audience)")
        #expect(stats.suffix(2).allSatisfy { $0.contains("640x360@15fps") || $0.contains("360x640@15fps") }, "\(stats)")

        let host = try CommandRunner.run(app, ["run", "Simulcast", "--virtual-time", "--seconds", "4", "--control", "layer4=true@2"])
        #expect(host.exitCode == 0, "\(host)")
        let configs = host.stdoutLines.filter { $0.contains("setSimulcastConfig(_:)") }
        #expect(configs.count == 1 && configs[0].contains(".layer3 640x360@15]") && configs[0].hasSuffix("→ 0"), "\(host)")
        #expect(host.stdoutLines.last?.contains("destroy()") == true, "\(host)")
    }

    /// Simulcast as a host: Layer1's switch stops that layer, and the panel says so.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func simulcastTurnsALayerOff() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "Simulcast"])
        try tmux.waitForScreen("the Simulcast form") { $0.contains(AppText.joinButton) }
        // Channel, role, then Join.
        for _ in 0..<3 { try tmux.send("Enter") }
        try tmux.waitForScreen("three layers sent", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("Layer1 1280x720 30fps: sending") && $0.contains("Layer4 480x270 15fps: off")
        }
        try tmux.send("Enter")
        try tmux.waitForScreen("layer 1 off") { $0.contains("Layer1 1280x720 30fps: off") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
