import Foundation
import Testing

extension E2ESuite {
    /// MediaPlayer in a real terminal and real time: the form, the bundled sample open in the tile, Play, the tile's
    /// picture moving with the clip, then back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func mediaPlayerPlaysTheSampleInItsTile() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "MediaPlayer"])
        try tmux.waitForScreen("the MediaPlayer form") { $0.contains("sample-160x90-h264-aac-mp3.mp4") && $0.contains(AppText.joinButton) }
        // Channel, media, URL, then Join.
        for _ in 0..<4 { try tmux.send("Enter") }
        let opened = try tmux.waitForScreen("the sample open, its first picture in the tile", timeout: 15) {
            $0.contains("State: Open") && $0.contains(AppText.connected)
        }
        // Focus starts on the URL field (untouched, so leaving it sends nothing); Play is two down, past Open.
        try tmux.send("Tab")
        try tmux.send("Tab")
        try tmux.send("Enter")
        try tmux.waitForScreen("the player playing and its picture moving") {
            $0.contains("State: Playing") && Self.playerTile($0.lines) != Self.playerTile(opened.lines)
        }
        try pane.leaveSessionAndQuit(appPid: pid)
    }

    /// The rows of the local (player) tile below its title, up to its bottom border: the left half of the screen,
    /// where the first tile is (a remote tile beside it moves on its own).
    private static func playerTile(_ lines: [String]) -> [String] {
        guard let title = lines.firstIndex(where: { $0.contains(AppText.localTile) }) else { return [] }
        return lines[(title + 1)...].prefix { !$0.hasPrefix("└") }.map { String($0.prefix($0.count / 2)) }
    }
}
