import Foundation
import Testing

extension E2ESuite {
    /// KtvCopyrightMusic in a real terminal: mouse reporting is on in the menu and form, off while the link is shown
    /// (so the terminal's selection can copy it), and on again after Back.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func ktvCopyrightMusicLeavesTheMouseToTheTerminal() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--case", "KtvCopyrightMusic"])
        try tmux.waitForScreen("the KtvCopyrightMusic entry") { $0.contains(AppText.startButton) }
        #expect(try tmux.mouseReporting())
        try tmux.send("Enter")
        try tmux.waitForScreen("the link") { $0.contains("https://docs.agora.io/en/interactive-live-streaming/overview/product-overview") }
        _ = try Poll.until("mouse reporting off", probe: { try tmux.mouseReporting() ? nil : true }, describe: { "still on" })
        try tmux.send("q")
        try tmux.waitForScreen("back on the entry") { $0.contains(AppText.startButton) }
        _ = try Poll.until("mouse reporting on again", probe: { try tmux.mouseReporting() ? true : nil }, describe: { "still off" })
        try tmux.send("Escape")
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
    }
}
