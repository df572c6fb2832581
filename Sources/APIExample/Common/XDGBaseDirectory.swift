import Foundation

/// Where the app keeps its files, per the XDG Base Directory spec: settings under `$XDG_CONFIG_HOME`
/// (`~/.config`), saved logs and recordings under `$XDG_STATE_HOME` (`~/.local/state`). A relative value is
/// invalid per the spec and ignored.
public enum XDGBaseDirectory: Sendable {
    case config
    case state

    /// `<base>/apiexample`, as a path: URL and FileManager cost the first paint more than the settings they find.
    public func appPath(environment: EnvironmentVariables) -> String {
        let (variable, fallback) = switch self {
        case .config: ("XDG_CONFIG_HOME", ".config")
        case .state: ("XDG_STATE_HOME", ".local/state")
        }
        var base: String
        if let value = environment[variable], value.hasPrefix("/") {
            base = value
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = home + "/" + fallback
        }
        while base.utf8.count > 1, base.hasSuffix("/") { base.removeLast() }
        return (base == "/" ? "" : base) + "/apiexample"
    }

    /// `<base>/apiexample`.
    public func appDirectory(environment: EnvironmentVariables) -> URL {
        URL(fileURLWithPath: appPath(environment: environment), isDirectory: true)
    }
}
