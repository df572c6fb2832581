import Foundation
import TestSupport

/// Runs a command to completion with stdout and stderr captured in temporary files.
enum CommandRunner {
    static func run(
        _ path: String,
        _ arguments: [String],
        environment: [String: String] = TestEnvironment.base(),
        stdin: Redirection = .null,
        stdout: Redirection? = nil,
        timeout: Double = 20
    ) throws -> CommandResult {
        let scratch = try ScratchDirectory(prefix: "apiexample-cmd")
        let child = try ChildProcess(
            path: path,
            arguments: arguments,
            environment: environment,
            stdin: stdin,
            stdout: stdout ?? .file(scratch.file("stdout")),
            stderr: .file(scratch.file("stderr"))
        )
        let status = try child.wait(timeout: timeout, what: "\(path) \(arguments.joined(separator: " ")) to exit")
        return CommandResult(status: status, stdout: scratch.read("stdout") ?? "", stderr: scratch.read("stderr") ?? "")
    }
}
