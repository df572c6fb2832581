/// Why the app cannot take over the terminal; `description` is one line for stderr.
public enum TerminalPreflightError: Error, Sendable, CustomStringConvertible {
    /// The isatty results of fds 0 and 1 (at least one is false).
    case notATerminal(stdin: Bool, stdout: Bool)
    case termUnset
    case unknownTerminal(String)
    /// The terminal has no cursor addressing (TERM=dumb) or is a hardcopy terminal.
    case cannotPositionCursor(String)
    case noUTF8Locale

    public var description: String {
        "apiexample: " + reason
    }

    private var reason: String {
        switch self {
        case .notATerminal(let stdin, let stdout):
            let which = switch (stdin, stdout) {
            case (false, false): "stdin and stdout"
            case (false, true): "stdin"
            default: "stdout"
            }
            return "\(which) must be a terminal (run it directly in a terminal, not in a pipe or with redirection)"
        case .termUnset:
            return "TERM is not set; try TERM=xterm-256color"
        case .unknownTerminal(let name):
            return "unknown terminal type '\(name)'; try TERM=xterm-256color"
        case .cannotPositionCursor(let name):
            return "terminal '\(name)' cannot position the cursor; a full-screen terminal is required"
        case .noUTF8Locale:
            return "no UTF-8 locale is available (tried the environment's LC_CTYPE and C.UTF-8)"
        }
    }
}
