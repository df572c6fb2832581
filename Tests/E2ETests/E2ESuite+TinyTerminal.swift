import Foundation
import Glibc
import Testing

/// Issue 12: the built app in a real terminal (tmux) resized through every width 1–10 × height 1–6, at the menu and
/// in a live session, in both languages. In Chinese a terminal 3 columns wide once hung the app at 100 % CPU, deaf
/// to every key and signal; TinyTerminalTests draw the same sizes in memory, this drives the whole app.
extension E2ESuite {
    /// The English title on the too-small screen (only its first columns fit here) and its Chinese one.
    private static let tooSmallTitle = ["en": AppText.tooSmall, "zh-Hans": "终端窗口太小"]
    private static let helpClose = ["en": "Esc, ? or F1 closes this help.", "zh-Hans": "按 Esc、? 或 F1 关闭帮助。"]

    /// One app per language. After each size the app must have drawn that size (what of the too-small screen's
    /// title fits is on the top row; in English every row holds text) and then takes a key there; after each width
    /// the window goes back to 100×30 and the keys of that width must have worked: at the menu six Down (odd
    /// widths) or Up (even widths) presses moved the selection six rows; in the session one `?` toggled the help.
    /// At the end the full screen is drawn, and q (from the menu) exits 0 with the terminal as it was.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"), arguments: ["en", "zh-Hans"])
    func everySmallSizeAtTheMenuAndInASessionLeavesTheAppAnswering(language: String) throws {
        let rows = try Self.menuRowNames(language: language)
        let title = language == "en" ? AppText.menuTitle : AppText.menuTitleZh
        let pane = try ShellPane()
        let tmux = pane.tmux
        let before = try pane.terminalSettings(savingAs: "before")
        let pid = try pane.launchApp(["--locale", language])
        // A hung app (the bug this guards against spun at 100 % CPU, deaf to SIGHUP and SIGTERM) must not outlive a
        // failed test.
        defer { if ProcessTable.isRunning(pid) { kill(pid, SIGKILL) } }
        try tmux.waitForScreen("the menu") { $0.contains(title) && $0.isSelectedRow(rows[0]) }

        try sweepSmallSizes(tmux, language: language, key: { width, _ in width % 2 == 1 ? "Down" : "Up" }) { width in
            let selected = rows[width % 2 == 1 ? 6 : 0]
            try tmux.waitForScreen("the menu at 100x30 after width \(width), \(selected) selected") {
                $0.contains(title) && $0.isSelectedRow(selected)
            }
        }

        // Into a live session of the second case (JoinChannelVideo), then the same sizes there.
        let connected = language == "en" ? AppText.connected : AppText.connectedZh
        let join = language == "en" ? AppText.joinButton : AppText.joinButtonZh
        let localTile = language == "en" ? AppText.localTile : AppText.localTileZh
        try tmux.send("Down")
        try tmux.waitForScreen("the video case selected") { $0.isSelectedRow(rows[1]) }
        try tmux.send("Enter")
        try tmux.waitForScreen("the Entry form") { $0.contains(join) }
        for _ in 0..<AppText.entersToJoin { try tmux.send("Enter") }
        try tmux.waitForScreen("the session", timeout: 15) { $0.contains(connected) && $0.contains(localTile) }
        let help = try #require(Self.helpClose[language])
        try sweepSmallSizes(tmux, language: language, key: { _, height in height == 3 ? "?" : nil }) { width in
            let open = width % 2 == 1
            try tmux.waitForScreen("the session at 100x30 after width \(width), help \(open ? "open" : "closed")") {
                $0.contains(connected) && $0.contains(help) == open
            }
        }
        let full = try tmux.waitForScreen("the whole session screen at 100x30") {
            $0.contains(connected) && $0.contains(localTile) && $0.lines.count == 30
        }
        #expect(!full.contains(try #require(Self.tooSmallTitle[language])), "\(full)")

        try tmux.send("q")
        try tmux.waitForScreen("back on the form") { $0.contains(join) && !$0.contains(connected) }
        try tmux.send("Escape")
        try tmux.waitForScreen("the menu") { $0.contains(title) && $0.lines.last?.isEmpty == false }
        try tmux.send("q")
        try pane.waitForExit(of: pid)
        let after = try pane.exitStatusAndSettings()
        #expect(after.exitCode == 0)
        #expect(after.settings == before, "stty -g before and after the app differ")
        let modes = try tmux.terminalModes()
        #expect(!modes.alternateScreen && modes.cursorVisible && !modes.mouseReporting, "\(modes)")
    }

    /// Widths 1–10, each through heights 1–6 then back to 100×30, where `checkpoint` checks that width's keys;
    /// then one real tmux resize down and back, after which the full screen must come back.
    /// `key` is what to press at a size (nil: nothing), after the app has drawn it.
    ///
    /// The sizes are set on the pane's terminal as a terminal emulator does when its window changes (TIOCSWINSZ;
    /// the kernel sends the app SIGWINCH), with tmux's own window left at 100×30: tmux holds back a resize-window
    /// that follows another within 250 ms, so 240 of them would take a minute. The app reads its size from the
    /// terminal either way; tmux's own resize is the last step.
    private func sweepSmallSizes(_ tmux: TmuxSession, language: String, key: (Int, Int) -> String?,
                                 checkpoint: (Int) throws -> Void) throws {
        let title = try #require(Self.tooSmallTitle[language])
        let tty = open(try tmux.paneFormat("#{pane_tty}"), O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { throw E2EFailure("cannot open the pane's terminal: errno \(errno)") }
        defer { close(tty) }
        for width in 1...10 {
            for height in 1...6 {
                try Self.setSize(of: tty, width: width, height: height)
                try tmux.waitForScreen("the too-small screen drawn at \(width)x\(height) (\(language))") { screen in
                    Self.isTooSmallScreen(screen, title: title, width: width, height: height, everyRowFilled: language == "en")
                }
                if let key = key(width, height) { try tmux.send(key) }
            }
            try Self.setSize(of: tty, width: 100, height: 30)
            try checkpoint(width)
        }
        try tmux.resize(width: 10, height: 6)
        try tmux.waitForScreen("the too-small screen after tmux's resize-window to 10x6") { screen in
            Self.isTooSmallScreen(screen, title: title, width: 10, height: 6, everyRowFilled: language == "en")
        }
        try tmux.resize(width: 100, height: 30)
    }

    private static func setSize(of tty: Int32, width: Int, height: Int) throws {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(tty, UInt(TIOCSWINSZ), &size) == 0 else { throw E2EFailure("TIOCSWINSZ \(width)x\(height): errno \(errno)") }
    }

    /// The top row holds what fits of the title (drawn from the left, as it is wider than any of these sizes); a
    /// terminal that was only cut down by tmux, the app not drawing, still shows the old screen's top-left corner.
    /// One column wide, the bottom row stays blank: curses never writes the bottom-right cell (it would scroll) unless
    /// it can insert it from the column before, and there is none.
    private static func isTooSmallScreen(_ screen: Screen, title: String, width: Int, height: Int, everyRowFilled: Bool) -> Bool {
        let rows = width == 1 ? height - 1 : height
        guard rows > 0 else { return true }
        var fitting = "", columns = 0
        for character in title {
            let cells = character.unicodeScalars.first.map { $0.value >= 0x2E80 ? 2 : 1 } ?? 1
            guard columns + cells <= width else { break }
            fitting.append(character)
            columns += cells
        }
        // Only the app's own columns: tmux's pane may be wider than the terminal size the app was given.
        let visible = screen.lines.prefix(rows).map { leading($0, columns: width).trimmingCharacters(in: .whitespaces) }
        guard visible.first == fitting.trimmingCharacters(in: .whitespaces) else { return false }
        return !everyRowFilled || visible.count == rows && visible.allSatisfy { !$0.isEmpty }
    }

    /// The start of `line` that fills `columns` terminal columns (CJK two each).
    private static func leading(_ line: String, columns: Int) -> String {
        var kept = "", used = 0
        for character in line {
            used += character.unicodeScalars.first.map { $0.value >= 0x2E80 ? 2 : 1 } ?? 1
            guard used <= columns else { break }
            kept.append(character)
        }
        return kept
    }

    /// The menu's rows in order, as `apiexample list --json` names them in `language`.
    private static func menuRowNames(language: String) throws -> [String] {
        struct Row: Decodable {
            let name: String
            let nameZhHans: String
        }
        let listed = try CommandRunner.run(try AppBinary.require(), ["list", "--json"])
        let rows = try JSONDecoder().decode([Row].self, from: Data(listed.stdout.utf8))
        try #require(rows.count > 6, "\(listed)")
        return rows.map { language == "en" ? $0.name : $0.nameZhHans }
    }
}
