import Foundation
import Testing

extension E2ESuite {
    /// `apiexample run MediaChannelRelay` with the controls a user presses: a destination typed in, Relay, Pause,
    /// Stop; the relay's states and events come out in the SDK's order, and the tokens never show.
    @Test(.enabled(if: AppBinary.isAvailable))
    func mediaChannelRelayRunsHeadless() throws {
        let result = try CommandRunner.run(try AppBinary.require(), [
            "run", "MediaChannelRelay", "--set", "channelName=e2e", "--virtual-time", "--seconds", "8",
            "--control", "destination=e2e-dest@2", "--control", "relay@3", "--control", "pause@6", "--control", "stop@7",
        ])
        #expect(result.exitCode == 0, "\(result)")
        let needles = [
            "startOrUpdateChannelMediaRelay(_:) {src: {token: nil}, dests: [\"e2e-dest\": {uid: 0, token: nil}]} → 0",
            "← rtcEngine(_:channelMediaRelayStateDidChange:error:) state: .connecting, error: .none",
            "← rtcEngine(_:didReceive:) event: .joinedDestinationChannel",
            "← rtcEngine(_:channelMediaRelayStateDidChange:error:) state: .running, error: .none",
            "pauseAllChannelMediaRelay() → 0",
            "← rtcEngine(_:didReceive:) event: .pauseSendPacketToDestChannelSuccess",
            "stopChannelMediaRelay() → 0",
            "← rtcEngine(_:channelMediaRelayStateDidChange:error:) state: .idle, error: .none",
        ]
        let positions = needles.map { needle in result.stdoutLines.firstIndex { $0.contains(needle) } }
        #expect(positions.allSatisfy { $0 != nil }, "missing: \(zip(needles, positions).filter { $1 == nil }.map(\.0))\n\(result)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "out of order\n\(result)")
        #expect(result.stdoutLines.last?.contains("destroy()") == true, "\(result)")
    }

    /// MediaChannelRelay: Relay pressed with the destination the form filled in, the relay runs and it relays.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func mediaChannelRelayRelaysToTheFormsDestination() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "MediaChannelRelay"])
        try tmux.waitForScreen("the MediaChannelRelay form") { $0.contains(AppText.joinButton) }
        // Channel, destination, relay on join, then Join.
        for _ in 0..<4 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined", timeout: 15) { $0.contains(AppText.connected) }
        // Focus starts on the destination line, which holds the form's "relay-dest"; Tab to Relay.
        try tmux.send("Tab")
        try tmux.send("Enter")
        try tmux.waitForScreen("the relay running to it") { $0.contains("Relay: running") && $0.contains("→ relay-dest: relaying") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
