import Testing
@testable import TerminalKit

@Suite struct TerminalPreflightTests {
    private func evaluate(
        stdin: Bool = true, stdout: Bool = true, term: String? = "xterm-256color",
        utf8: Bool = true, setup: TerminalPreflight.Setup? = .usable
    ) -> TerminalPreflightError? {
        TerminalPreflight.evaluate(stdinIsTerminal: stdin, stdoutIsTerminal: stdout, term: term, utf8Locale: utf8, setup: setup)
    }

    @Test func aUsableTerminalPasses() {
        #expect(evaluate() == nil)
    }

    @Test func redirectedStdoutIsRefused() {
        let error = evaluate(stdout: false, setup: nil)
        #expect(error?.description == "apiexample: stdout must be a terminal (run it directly in a terminal, not in a pipe or with redirection)")
    }

    @Test func bothRedirectedNamesBoth() {
        #expect(evaluate(stdin: false, stdout: false, setup: nil)?.description.hasPrefix("apiexample: stdin and stdout must be a terminal") == true)
        #expect(evaluate(stdin: false, setup: nil)?.description.hasPrefix("apiexample: stdin must be") == true)
    }

    @Test func terminalChecksComeBeforeTerm() {
        #expect(evaluate(stdin: false, term: nil, setup: nil)?.description.contains("stdin") == true)
    }

    @Test func unsetOrEmptyTermIsRefused() {
        #expect(evaluate(term: nil, setup: nil)?.description == "apiexample: TERM is not set; try TERM=xterm-256color")
        #expect(evaluate(term: "", setup: nil)?.description == "apiexample: TERM is not set; try TERM=xterm-256color")
    }

    @Test func unknownTermIsRefused() {
        #expect(evaluate(term: "nosuchterm", setup: .failed(errret: 0))?.description.contains("'nosuchterm'") == true)
        #expect(evaluate(term: "x", setup: .failed(errret: -1))?.description.hasPrefix("apiexample: unknown terminal type") == true)
    }

    @Test func dumbAndHardcopyTerminalsCannotPositionTheCursor() {
        #expect(evaluate(term: "dumb", setup: .noCursorAddressing)?.description.contains("'dumb' cannot position the cursor") == true)
        #expect(evaluate(term: "tty33", setup: .failed(errret: 1))?.description.contains("cannot position") == true)
    }

    @Test func missingUtf8LocaleIsRefusedLast() {
        #expect(evaluate(utf8: false)?.description.contains("UTF-8") == true)
        #expect(evaluate(term: "dumb", utf8: false, setup: .noCursorAddressing)?.description.contains("dumb") == true)
    }

    @Test func setupRunsOnlyWhenEarlierChecksPass() {
        #expect(TerminalPreflight.needsSetup(stdinIsTerminal: true, stdoutIsTerminal: true, term: "xterm"))
        #expect(!TerminalPreflight.needsSetup(stdinIsTerminal: true, stdoutIsTerminal: false, term: "xterm"))
        #expect(!TerminalPreflight.needsSetup(stdinIsTerminal: true, stdoutIsTerminal: true, term: ""))
        #expect(!TerminalPreflight.needsSetup(stdinIsTerminal: true, stdoutIsTerminal: true, term: nil))
    }

    @Test func everyDescriptionIsOneLine() {
        let errors: [TerminalPreflightError] = [
            .notATerminal(stdin: false, stdout: true), .termUnset, .unknownTerminal("x"),
            .cannotPositionCursor("dumb"), .noUTF8Locale,
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.hasPrefix("apiexample: "))
        }
    }
}

extension TerminalPreflightError: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
}
