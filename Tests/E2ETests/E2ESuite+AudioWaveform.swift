import Foundation
import Testing

extension E2ESuite {
    /// AudioWaveform in a real terminal: joined, the waveform's bars are drawn and move; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func audioWaveformBarsMove() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "AudioWaveform"])
        try tmux.waitForScreen("the AudioWaveform form") { $0.contains(AppText.joinButton) }
        // Channel, scenario, profile, then Join.
        for _ in 0..<4 { try tmux.send("Enter") }
        let first = try tmux.waitForScreen("the waveform", timeout: 15) { $0.contains(AppText.connected) && $0.contains("Volume: ") }
        // The panel's column on, where the tiles' volume meters (which move too) are not.
        let panel = try #require(first.position(of: "Waveform ─"), "\(first)")
        let bars = { (lines: [String]) in lines.map { String($0.dropFirst(panel.x)) }.filter { $0.contains("██") } }
        try tmux.waitForScreen("the bars moved") { !bars($0.lines).isEmpty && bars($0.lines) != bars(first.lines) }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
