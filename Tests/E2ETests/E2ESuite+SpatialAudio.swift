import Foundation
import Testing

extension E2ESuite {
    /// SpatialAudio in a real terminal: join, then ← on the X slider moves you and source 1's azimuth and gain in the
    /// panel change; a click on the map's top row moves you to the top of the floor; back and quit.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func spatialAudioMovesYouWithAKey() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "SpatialAudio"])
        try tmux.waitForScreen("the SpatialAudio form") { $0.contains(AppText.joinButton) }
        for _ in 0..<2 { try tmux.send("Enter") }
        // Source 2's file name is too long for the panel's row and wraps onto the next.
        let joined = try tmux.waitForScreen("joined, both sources heard", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains("Source 1 (") && $0.contains("2 Source 2")
        }
        let before = Self.sourceLine(joined.lines, "Source 1 (")
        // Focus starts on "Move me: X"; ← moves you 23 points to the left.
        try tmux.send("Left")
        let moved = try tmux.waitForScreen("source 1's figures changed") {
            Self.sourceLine($0.lines, "Source 1 (") != before && $0.contains("You: 178, 349")
        }
        // A click on the map's top row moves you to the top of the floor.
        let title = try #require(moved.position(of: "Map ("), "\(moved)")
        let row = moved.lines[title.y + 1]
        let floor = try #require(row.indices.firstIndex { $0 >= row.index(row.startIndex, offsetBy: title.x) && row[$0] == "·" },
                                 "\(moved)")
        try tmux.click(x: row.distance(from: row.startIndex, to: floor), y: title.y + 1)
        try tmux.waitForScreen("you at the top of the map") { screen in
            screen.lines.contains { line in
                guard let you = line.range(of: "You: ") else { return false }
                let after = line[you.upperBound...].drop { $0 != "," }
                return after.hasPrefix(", 0 ") || after.hasPrefix(", 0│")
            }
        }
        try pane.leaveSessionAndQuit(appPid: pid)
    }

    /// The panel line under the one that names `source` (its figures), from the panel's column on.
    private static func sourceLine(_ lines: [String], _ source: String) -> String? {
        guard let index = lines.firstIndex(where: { $0.contains(source) }), index + 1 < lines.count,
              let column = lines[index].range(of: source)?.lowerBound else { return nil }
        let offset = lines[index].distance(from: lines[index].startIndex, to: column)
        return String(lines[index + 1].dropFirst(offset))
    }
}
