/// The pre-flight decision as a pure function, so it is testable without a terminal.
/// `NcursesTerminal.preflight()` gathers the facts in this order and stops probing at the first failure.
enum TerminalPreflight {
    /// The outcome of `setupterm(NULL, 1, &errret)` followed by `tigetstr("cup")`.
    enum Setup: Equatable, Sendable {
        case usable
        case noCursorAddressing
        /// setupterm failed: errret 1 = hardcopy, 0 = not in terminfo, -1 = no terminfo database.
        case failed(errret: Int)
    }

    static func evaluate(
        stdinIsTerminal: Bool,
        stdoutIsTerminal: Bool,
        term: String?,
        utf8Locale: Bool,
        setup: Setup?
    ) -> TerminalPreflightError? {
        if !stdinIsTerminal || !stdoutIsTerminal {
            return .notATerminal(stdin: stdinIsTerminal, stdout: stdoutIsTerminal)
        }
        guard let term, !term.isEmpty else { return .termUnset }
        switch setup {
        case .failed(errret: 1), .noCursorAddressing:
            return .cannotPositionCursor(term)
        case .failed:
            return .unknownTerminal(term)
        case .usable, nil:
            break
        }
        return utf8Locale ? nil : .noUTF8Locale
    }

    /// Whether setupterm needs to run at all (it is skipped once an earlier check has failed).
    static func needsSetup(stdinIsTerminal: Bool, stdoutIsTerminal: Bool, term: String?) -> Bool {
        stdinIsTerminal && stdoutIsTerminal && !(term ?? "").isEmpty
    }
}
