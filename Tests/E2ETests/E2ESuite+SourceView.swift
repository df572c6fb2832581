import Foundation
import Testing

extension E2ESuite {
    /// The source view in a real terminal: `c` on the menu opens the selected case's files (the Main first, both tab
    /// titles shown), Tab shows the Entry, Esc returns to the menu as it was.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func sourceViewOpensFromTheMenuAndClosesBack() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "JoinChannelVideo"])
        try tmux.waitForScreen("the JoinChannelVideo Entry form") { $0.contains(AppText.joinButton) }
        try tmux.send("Escape")
        try tmux.waitForScreen("the menu, JoinChannelVideo selected") { $0.contains(AppText.menuTitle) && $0.contains(AppText.quitHint) }

        try tmux.send("c")
        try tmux.waitForScreen("the Main's source with both tabs") {
            $0.contains("Source: " + AppText.videoRow) && $0.contains("JoinChannelVideoEntry")
                && $0.contains("final class JoinChannelVideoMain")
        }
        try tmux.send("Tab")
        try tmux.waitForScreen("the Entry's source") { $0.contains("enum JoinChannelVideoEntry: CaseEntry") }
        try tmux.send("Escape")
        try tmux.waitForScreen("the menu again") { $0.contains(AppText.menuTitle) && !$0.contains("Source: ") }

        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
    }
}
