import Foundation
import Testing
import TestSupport

/// Issue 12: the built app against hostile input from users, files and peers.
extension E2ESuite {
    /// A settings file the app cannot read (EACCES) is not taken for "no file": the browser says so, naming the
    /// file, and quitting (which saves the language and the last case) leaves the file as it was.
    @Test(.enabled(if: canDriveTmux && Unprivileged.isPossible, "needs tmux, the app, and setpriv when run as root"))
    func anUnreadableSettingsFileIsReportedAndNotSavedOver() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let saved = Data(#"{"lastCaseId": "LiveStreaming"}"#.utf8)
        let file = try Unprivileged.unreadableSettings(in: pane.scratch, contents: saved)
        let configHome = pane.scratch.file("config")
        let pid = try pane.launchApp(environment: ["XDG_CONFIG_HOME": configHome], launcher: Unprivileged.launcher)
        try tmux.waitForScreen("the warning naming the unreadable file") { screen in
            // The alert's text, its lines joined again (a long path is cut across them).
            let inside = screen.lines.compactMap { line -> String? in
                let parts = line.split(separator: "│", omittingEmptySubsequences: false)
                return parts.count >= 3 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
            }.joined()
            return inside.contains("could not be read (Permission") && inside.contains(file)
        }
        try tmux.send("Enter")
        try tmux.waitForScreen("the menu after the warning") { $0.contains(AppText.menuTitle) && !$0.contains("could not be read") }
        try tmux.send("l")
        try tmux.waitForScreen("the menu in Chinese") { $0.contains(AppText.menuTitleZh) }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        let after = Unprivileged.state(of: file)
        let text = after.contents.map { String(decoding: $0, as: UTF8.self) } ?? "nil"
        #expect(after.mode == 0 && after.contents == saved, "the file was saved over: mode \(after.mode), \(text)")
    }
}
