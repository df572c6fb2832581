/// How a child process ended, decoded from a `waitpid` status word.
struct ProcessStatus: Equatable, CustomStringConvertible {
    /// The exit code when the process called `exit`, nil when a signal ended it.
    let exitCode: Int32?
    /// The terminating signal, nil when the process exited normally.
    let signal: Int32?

    init(waitStatus: Int32) {
        let low = waitStatus & 0x7f
        if low == 0 {
            exitCode = (waitStatus >> 8) & 0xff
            signal = nil
        } else {
            exitCode = nil
            signal = low
        }
    }

    var description: String {
        if let exitCode { return "exit \(exitCode)" }
        return "signal \(signal ?? 0)"
    }
}
