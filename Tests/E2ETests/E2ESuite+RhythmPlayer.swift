import Foundation
import Testing

extension E2ESuite {
    /// RhythmPlayer, hidden from the menu, in a real terminal started with --show-hidden and in real time: the form,
    /// the join, Play, the panel's light following the beats (60 BPM: one a second, the downbeat first), Stop, then
    /// back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func rhythmPlayerLightsTheBeats() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--show-hidden", "--case", "RhythmPlayer"])
        try tmux.waitForScreen("the RhythmPlayer form") { $0.contains(AppText.joinButton) && $0.contains("Rhythm Player") }
        // Channel, sound 1, sound 2, then Join.
        for _ in 0..<4 { try tmux.send("Enter") }
        try tmux.waitForScreen("joined, the metronome idle", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("State: idle (ok)")
        }
        // Focus starts on Beats per Minute; Beats per Measure, then Play.
        try tmux.send("Tab")
        try tmux.send("Tab")
        try tmux.send("Enter")
        try tmux.waitForScreen("playing, the downbeat lit") { $0.contains("State: playing (ok)") && $0.contains("[#] ( ) ( ) ( )") }
        try tmux.waitForScreen("the second beat a second later") { $0.contains("( ) (*) ( ) ( )") && $0.contains("Beat 2 of 4") }
        // Stop is next to Play.
        try tmux.send("Tab")
        try tmux.send("Enter")
        try tmux.waitForScreen("stopped") { $0.contains("State: idle (ok)") && $0.contains("Not playing") }
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
