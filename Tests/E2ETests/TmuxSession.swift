import Foundation
import TestSupport

/// One private tmux server (its own socket in a scratch directory) with one detached session to drive and capture,
/// or a second pane split beside such a session's (sharing its server).
final class TmuxSession {
    static let tmuxPath = "/usr/bin/tmux"
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: tmuxPath) }

    let scratch: ScratchDirectory
    private let socket: String
    /// The session (its active pane) or, for a split pane, the pane's own id.
    private let target: String
    /// The session that started the server ends it; a pane split from it keeps that session (and so the server)
    /// alive as long as it is driven.
    private let ownsServer: Bool
    private let server: TmuxSession?

    /// Starts `command` in a `width`×`height` pane (status line off, so the pane is the whole window).
    init(width: Int = 100, height: Int = 30, command: String, environment: [String: String] = [:]) throws {
        scratch = try ScratchDirectory(prefix: "apiexample-tmux")
        socket = scratch.file("tmux.sock")
        target = "e2e"
        ownsServer = true
        server = nil
        let arguments = ["new-session", "-d", "-s", target, "-x", String(width), "-y", String(height)]
            + Self.environmentArguments(environment) + [command, ";", "set-option", "-g", "status", "off"]
        try Self.run(socket, arguments)
    }

    /// Splits `session`'s window left and right and starts `command` in the new right-hand pane, which this drives;
    /// `session` keeps the left one (and stays the active pane). The pane has a scratch directory of its own.
    init(beside session: TmuxSession, command: String, environment: [String: String] = [:]) throws {
        scratch = try ScratchDirectory(prefix: "apiexample-tmux")
        socket = session.socket
        ownsServer = false
        server = session
        let arguments = ["split-window", "-h", "-d", "-P", "-F", "#{pane_id}", "-t", session.target]
            + Self.environmentArguments(environment) + [command]
        target = try Self.run(socket, arguments).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
        guard ownsServer else { return }
        _ = try? CommandRunner.run(Self.tmuxPath, ["-S", socket, "kill-server"], timeout: 5)
    }

    private static func environmentArguments(_ environment: [String: String]) -> [String] {
        environment.sorted(by: { $0.key < $1.key }).flatMap { ["-e", "\($0.key)=\($0.value)"] }
    }

    @discardableResult
    private static func run(_ socket: String, _ arguments: [String]) throws -> CommandResult {
        let result = try CommandRunner.run(Self.tmuxPath, ["-S", socket, "-f", "/dev/null"] + arguments, timeout: 10)
        guard result.exitCode == 0 else {
            throw E2EFailure("tmux \(arguments.joined(separator: " ")) failed: \(result)")
        }
        return result
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> CommandResult {
        try Self.run(socket, arguments)
    }

    /// Key names as tmux spells them: `Enter`, `Escape`, `Down`, `F2`, `C-z`, or single characters.
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Several keys in one tmux command (a run of them costs one process, not one each).
    func send(contentsOf keys: [String]) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types text literally (no key-name lookup).
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// Writes bytes into the pane's input as if the terminal had sent them (a mouse report, say).
    func sendBytes(_ bytes: [UInt8]) throws {
        try tmux(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// A tmux format evaluated for the pane, e.g. `#{mouse_any_flag}`.
    func paneFormat(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What the program in the pane has switched on in tmux: the alternate screen, the cursor, mouse reporting.
    func terminalModes() throws -> (alternateScreen: Bool, cursorVisible: Bool, mouseReporting: Bool) {
        let flags = try paneFormat("#{alternate_on} #{cursor_flag} #{mouse_any_flag}").split(separator: " ")
        guard flags.count == 3 else { throw E2EFailure("unexpected pane flags \(flags)") }
        return (flags[0] == "1", flags[1] == "1", flags[2] == "1")
    }

    func capture() throws -> String {
        try tmux(["capture-pane", "-p", "-t", target]).stdout
    }

    /// The screen with the lines that scrolled off its top before it.
    func captureWithHistory() throws -> String {
        try tmux(["capture-pane", "-p", "-S", "-", "-t", target]).stdout
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", String(width), "-y", String(height)])
    }

    /// The pid of the pane's first process (the shell).
    func panePid() throws -> pid_t {
        let text = try tmux(["display-message", "-p", "-t", target, "#{pane_pid}"]).stdout
        guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw E2EFailure("no pane pid in \(text)")
        }
        return pid
    }

    /// Polls the screen every 20 ms until `predicate` holds; returns that screen, or throws with the last one.
    @discardableResult
    func waitForScreen(_ what: String, timeout: Double = 10, _ predicate: (Screen) -> Bool) throws -> Screen {
        var last = ""
        return try Poll.until(what, timeout: timeout, probe: {
            last = try capture()
            let screen = Screen(last)
            return predicate(screen) ? screen : nil
        }, describe: { Screen(last).framed })
    }
}
