import Foundation

/// Where the recorder case saves its files by default: `$XDG_STATE_HOME/apiexample/recordings/`
/// (`~/.local/state/apiexample/recordings/` when unset), next to the log viewer's `logs/`.
public enum RecordingDirectory {
    public static func defaultPath(environment: EnvironmentVariables = .process) -> String {
        XDGBaseDirectory.state.appDirectory(environment: environment).appendingPathComponent("recordings").path
    }

    /// The typed directory with `~` expanded and surrounding spaces dropped.
    public static func resolve(_ text: String) -> String {
        (text.trimmingCharacters(in: .whitespaces) as NSString).expandingTildeInPath
    }

    /// An optional snapshot directory field: the typed directory, or the system's temporary directory when left empty.
    public static func resolveOrTemporary(_ text: String) -> String {
        let typed = resolve(text)
        return typed.isEmpty ? FileManager.default.temporaryDirectory.path : typed
    }

    /// Creates the directory (and its parents) when missing, private to the user (0700) as the log directory is:
    /// recordings show the user's camera and voice. One that exists is the user's choice and keeps its mode.
    /// Failure is left for the recorder to report: the SDK needs an existing, writable directory and says so through
    /// its state callback.
    public static func prepare(_ path: String) {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
    }
}
