/// What a finished command left behind: its status and everything it wrote to stdout and stderr.
struct CommandResult: CustomStringConvertible {
    let status: ProcessStatus
    let stdout: String
    let stderr: String

    var exitCode: Int32? { status.exitCode }

    /// Lines of stdout with the trailing empty line dropped.
    var stdoutLines: [String] { Self.lines(stdout) }
    var stderrLines: [String] { Self.lines(stderr) }

    var description: String {
        "\(status)\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)"
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
