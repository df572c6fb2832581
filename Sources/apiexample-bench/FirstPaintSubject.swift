import Glibc

/// A program whose first paint is timed: spawned on a fresh 100x30 pty, painted once `marker` has been read back.
struct FirstPaintSubject {
    let path: String
    let arguments: [String]
    let marker: String
    /// Keys that make it quit; nil stops it with SIGTERM instead.
    let quitKeys: String?
    /// Called per run, so each run can get fresh scratch directories.
    let environment: () throws -> [String: String]

    /// Milliseconds from spawn to the marker.
    func measure() throws -> Double {
        let process = try PtyProcess(path: path, arguments: arguments, environment: environment(), markers: [marker])
        let painted = try process.waitFor(marker, timeout: 5)
        if let quitKeys {
            process.send(quitKeys)
            guard process.waitForExit(timeout: 5) == 0 else { throw BenchError("\(path) did not quit cleanly") }
        } else {
            kill(process.pid, SIGTERM)
            process.waitForExit(timeout: 5)
        }
        return (painted - process.startedAt) * 1000
    }
}
