import Foundation
import TestSupport

/// Runs the app as a user who cannot read a mode-000 file. Root reads any file, so as root the app is started
/// through setpriv as nobody; anyone else already is such a user and needs nothing.
enum Unprivileged {
    static let setpriv = "/usr/bin/setpriv"
    static let nobody: UInt32 = 65_534

    static var isRoot: Bool { geteuid() == 0 }
    static var isPossible: Bool { !isRoot || FileManager.default.isExecutableFile(atPath: setpriv) }

    /// What goes before the app's path on a command line.
    static var launcher: [String] {
        isRoot ? [setpriv, "--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups"] : []
    }

    /// The app with `arguments`, as the program and arguments to spawn.
    static func command(_ app: String, _ arguments: [String]) -> (path: String, arguments: [String]) {
        guard let first = launcher.first else { return (app, arguments) }
        return (first, Array(launcher.dropFirst()) + [app] + arguments)
    }

    /// `<scratch>/config/apiexample/settings.json` holding `contents` with mode 000, in directories the app may
    /// write, so only the app's own care keeps it from saving over the file. Returns the file's path.
    static func unreadableSettings(in scratch: ScratchDirectory, contents: Data) throws -> String {
        let directory = scratch.file("config/apiexample")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file = directory + "/settings.json"
        try contents.write(to: URL(fileURLWithPath: file))
        if isRoot {
            // nobody has to get through the scratch directory (mkdtemp makes it 0700) to the config.
            chmod(scratch.path, 0o711)
            for path in [scratch.file("config"), directory, file] { chown(path, nobody, nobody) }
        }
        chmod(file, 0)
        return file
    }

    /// The file's mode bits and contents (made readable for a moment when the test itself cannot read it).
    static func state(of file: String) -> (mode: mode_t, contents: Data?) {
        var info = stat()
        guard stat(file, &info) == 0 else { return (0, nil) }
        let mode = info.st_mode & 0o7777
        if isRoot { return (mode, FileManager.default.contents(atPath: file)) }
        chmod(file, 0o600)
        defer { chmod(file, mode) }
        return (mode, FileManager.default.contents(atPath: file))
    }
}
