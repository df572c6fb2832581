import Foundation
import Testing

/// Mouse reports as an xterm-style terminal sends them in X10 encoding (ESC [ M, then button, column and row, each
/// offset by 32 and the cells counted from 1): ncurses decodes these for tmux's TERM, whose kmous is ESC [ M.
/// `send-keys -H` puts the bytes into the pane's input exactly as a terminal would.
extension TmuxSession {
    func click(x: Int, y: Int) throws {
        try press(x: x, y: y)
        try sendBytes(Self.x10Report(button: 3, x: x, y: y))
    }

    /// The app acts on the press. A click that ends the app must send no release: a terminal would no longer report
    /// it (the app switched reporting off), but bytes written here would reach the shell.
    func press(x: Int, y: Int) throws {
        try sendBytes(Self.x10Report(button: 0, x: x, y: y))
    }

    func wheel(up: Bool, x: Int, y: Int) throws {
        try sendBytes(Self.x10Report(button: up ? 64 : 65, x: x, y: y))
    }

    /// Whether the app has asked the terminal (here tmux) for mouse reports.
    func mouseReporting() throws -> Bool {
        try paneFormat("#{mouse_any_flag}") == "1"
    }

    private static func x10Report(button: Int, x: Int, y: Int) -> [UInt8] {
        [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(32 + button), UInt8(33 + x), UInt8(33 + y)]
    }
}

extension E2ESuite {
    /// Click to select and open, click Join, click a control, the wheel in the menu, a click on the hint bar to
    /// quit; mouse reporting is switched off while the app is stopped (Ctrl-Z), back on after `fg`, and off again
    /// after exit, with the tty settings as they were.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func mouseClicksTheWheelAndNoMouseReportsAfterSuspendOrExit() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let before = try pane.terminalSettings(savingAs: "before")
        let pid = try pane.launchApp()
        let menu = try tmux.waitForScreen("the whole menu with the first row selected") {
            $0.isWholeMenu && $0.isSelectedRow(AppText.tokenRow)
        }
        try waitForMouseReporting(tmux, true, "once the app runs")

        let audio = try #require(menu.position(of: AppText.audioRow), "\(menu)")
        try tmux.click(x: audio.x + 3, y: audio.y)
        try tmux.waitForScreen("a click to select the Audio row") {
            $0.isSelectedRow(AppText.audioRow) && !$0.isSelectedRow(AppText.tokenRow)
        }
        try tmux.click(x: audio.x + 3, y: audio.y)
        let form = try tmux.waitForScreen("a click on the selected row to open its Entry form") {
            $0.contains(AppText.channelField) && $0.contains(AppText.joinButton)
        }
        let join = try #require(form.position(of: AppText.joinButton), "\(form)")
        try tmux.click(x: join.x + 2, y: join.y)
        let session = try tmux.waitForScreen("a click on Join to start the session", timeout: 15) {
            $0.contains(AppText.connected) && $0.contains(AppText.recordingVolume)
        }
        // The first "< 100 >" is the recording volume's value; its "<" turns it down one step.
        let volume = try #require(session.position(of: "< 100 >"), "\(session)")
        try tmux.click(x: volume.x, y: volume.y)
        try tmux.waitForScreen("a click on \"<\" to turn the recording volume down") { $0.contains("< 75 >") }

        try tmux.send("C-z")
        try tmux.waitForScreen("the shell to report the job stopped") { $0.contains("Stopped") }
        try waitForMouseReporting(tmux, false, "while the app is stopped")
        try pane.run("fg")
        try tmux.waitForScreen("the session back after fg") {
            !$0.contains("Stopped") && $0.contains(AppText.connected) && $0.contains("< 75 >")
        }
        try waitForMouseReporting(tmux, true, "after fg")

        try tmux.send("q")
        try tmux.waitForScreen("back on the Entry form") { $0.contains(AppText.joinButton) && !$0.contains(AppText.connected) }
        try tmux.send("q")
        try tmux.waitForScreen("back on the whole menu") { $0.isWholeMenu && $0.isSelectedRow(AppText.audioRow) }
        try tmux.wheel(up: false, x: 60, y: 12)
        let moved = try tmux.waitForScreen("the wheel to move the selection down") {
            $0.isWholeMenu && $0.isSelectedRow(AppText.recorderRow) && !$0.isSelectedRow(AppText.audioRow)
        }

        let quit = try #require(moved.position(of: AppText.quitHint), "\(moved)")
        try tmux.press(x: quit.x, y: quit.y)
        try pane.waitForExit(of: pid)
        let after = try pane.exitStatusAndSettings()
        #expect(after.exitCode == 0)
        #expect(after.settings == before, "stty -g before and after the app differ")
        #expect(try tmux.mouseReporting() == false, "the terminal still reports the mouse after exit")
    }

    /// `--no-mouse` never asks for mouse reports, so the terminal keeps its own text selection.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func noMouseLeavesMouseReportingOff() throws {
        let pane = try ShellPane()
        let tmux = pane.tmux
        let pid = try pane.launchApp(["--no-mouse"])
        try tmux.waitForScreen("the menu") { $0.contains(AppText.menuTitle) && $0.contains(AppText.quitHint) }
        #expect(try tmux.mouseReporting() == false)
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        #expect(try pane.exitStatusAndSettings().exitCode == 0)
    }

    private func waitForMouseReporting(_ tmux: TmuxSession, _ on: Bool, _ when: String) throws {
        _ = try Poll.until("mouse reporting \(on ? "on" : "off") \(when)", timeout: 5, probe: {
            try tmux.mouseReporting() == on ? true : nil
        }, describe: { (try? tmux.capture()).map { Screen($0).framed } ?? "" })
    }
}
