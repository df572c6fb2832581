import Foundation
import TerminalKit

/// What the commands print, on stdout and stderr. Everything goes through `VisibleControls`, so text from users and
/// peers (a token's channel, a `--set` value, a data-stream message) cannot drive the terminal (issue 12).
/// SIGPIPE is ignored for the recordings' sake, so a reader of stdout that went away shows up here as EPIPE; the
/// command then ends the way a filter whose reader left always has, by SIGPIPE. (Foundation's FileHandle.write
/// would trap on that error instead.)
public enum CommandOutput {
    /// `text` on stdout, its control characters but newlines escaped (end lines with "\n").
    public static func out(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// `text` on stdout as it is: for output whose text was escaped already and whose control sequences (SGR) were
    /// added on purpose.
    public static func outEscaped(_ text: String) {
        write(bytes: Array(text.utf8)[...], to: STDOUT_FILENO)
    }

    /// `text` on stderr, its control characters but newlines escaped (end lines with "\n").
    public static func err(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        write(bytes: Array(VisibleControls.escapeKeepingNewlines(text).utf8)[...], to: descriptor)
    }

    private static func write(bytes: ArraySlice<UInt8>, to descriptor: Int32) {
        var bytes = bytes
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { endAsAFilter() }
                return
            }
            bytes = bytes.dropFirst(count)
        }
    }

    private static func endAsAFilter() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(141)
    }
}
