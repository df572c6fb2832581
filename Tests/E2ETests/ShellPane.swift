import Foundation
import TestSupport

/// A tmux pane running an interactive bash (so Ctrl-Z and `fg` have job control), from which the app is launched.
final class ShellPane {
    static let prompt = "e2e$ "
    /// The prompt as capture-pane shows it (trailing blanks are trimmed).
    static let promptMarker = "e2e$"

    let tmux: TmuxSession
    let shellPid: pid_t
    private let appPath: String

    convenience init(width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        try self.init(environment: environment) { command, environment in
            try TmuxSession(width: width, height: height, command: command, environment: environment)
        }
    }

    /// A second shell in a pane split beside `other`'s (its window split left and right).
    convenience init(beside other: ShellPane, environment: [String: String] = [:]) throws {
        try self.init(environment: environment) { command, environment in
            try TmuxSession(beside: other.tmux, command: command, environment: environment)
        }
    }

    private init(environment: [String: String],
                 pane: (_ command: String, _ environment: [String: String]) throws -> TmuxSession) throws {
        appPath = try AppBinary.require()
        var paneEnvironment = ["LANG": "C.UTF-8", "HISTFILE": "/dev/null"]
        paneEnvironment.merge(environment) { _, new in new }
        tmux = try pane("bash --norc --noprofile", paneEnvironment)
        shellPid = try tmux.panePid()
        // bash does not take PS1 from the environment here, so set a recognisable prompt by hand.
        try tmux.type("PS1='\(Self.prompt)'")
        try tmux.send("Enter")
        try tmux.waitForScreen("the shell prompt") { $0.hasLine(startingWith: Self.promptMarker) }
    }

    var scratch: ScratchDirectory { tmux.scratch }

    /// Types a command line and presses Enter.
    func run(_ commandLine: String) throws {
        try tmux.type(commandLine)
        try tmux.send("Enter")
    }

    /// Runs `stty -g` in the shell and returns the saved settings.
    func terminalSettings(savingAs name: String) throws -> String {
        try run("stty -g > \(scratch.file(name))")
        return try waitForFile(name)
    }

    /// Starts the app in the foreground and returns its pid once it exists. `launcher` runs before it and must
    /// exec it (as `setpriv` does), so the pid is the app's.
    func launchApp(_ arguments: [String] = [], environment: [String: String] = [:], launcher: [String] = []) throws -> pid_t {
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }
        try run((assignments + (launcher + [appPath]).map { "'\($0)'" } + arguments).joined(separator: " "))
        return try Poll.until("the app process under the shell", timeout: 10, probe: {
            ProcessTable.children(of: shellPid, named: AppBinary.name).first
        }, describe: { (try? self.tmux.capture()).map { Screen($0).framed } ?? "" })
    }

    /// Waits until the app is gone (the shell has reaped it).
    func waitForExit(of pid: pid_t, timeout: Double = 10) throws {
        _ = try Poll.until("pid \(pid) to exit", timeout: timeout, probe: {
            ProcessTable.isRunning(pid) ? nil : true
        }, describe: { (try? self.tmux.capture()).map { Screen($0).framed } ?? "" })
    }

    /// After the app has exited: its exit status as the shell saw it, and `stty -g` as it is now.
    func exitStatusAndSettings() throws -> (exitCode: Int32?, settings: String) {
        try run("echo $? > \(scratch.file("rc")); stty -g > \(scratch.file("after"))")
        let settings = try waitForFile("after")
        let code = scratch.read("rc").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return (code, settings)
    }

    /// Waits for the shell to have written a complete (newline-terminated) file.
    func waitForFile(_ name: String, timeout: Double = 10) throws -> String {
        try Poll.until("the shell to write \(name)", timeout: timeout, probe: {
            guard let text = scratch.read(name), text.hasSuffix("\n") else { return nil }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }, describe: { (try? self.tmux.capture()).map { Screen($0).framed } ?? "" })
    }
}
