import Foundation
import Testing

extension ShellPane {
    /// The end of a case's flow, from its running session: Back leaves the channel and shows the form again, Esc
    /// the menu, q quits, and the app exits cleanly.
    func leaveSessionAndQuit(appPid pid: pid_t, formShows button: String = AppText.joinButton,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        try tmux.send("q")
        try tmux.waitForScreen("back on the form") { $0.contains(button) && !$0.contains(AppText.connected) }
        try tmux.send("Escape")
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) }
        try tmux.send("q")
        try waitForExit(of: pid)
        #expect(try exitStatusAndSettings().exitCode == 0, sourceLocation: sourceLocation)
    }
}
