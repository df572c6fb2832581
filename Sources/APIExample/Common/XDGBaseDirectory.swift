import Foundation

/// Where the app keeps its files, per the XDG Base Directory spec: settings under `$XDG_CONFIG_HOME`
/// (`~/.config`), saved logs and recordings under `$XDG_STATE_HOME` (`~/.local/state`). A relative value is
/// invalid per the spec and ignored.
public enum XDGBaseDirectory: Sendable {
    case config
    case state

    /// `<base>/apiexample`.
    public func appDirectory(environment: [String: String]) -> URL {
        let (variable, fallback) = switch self {
        case .config: ("XDG_CONFIG_HOME", ".config")
        case .state: ("XDG_STATE_HOME", ".local/state")
        }
        let base: URL
        if let value = environment[variable], value.hasPrefix("/") {
            base = URL(fileURLWithPath: value)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(fallback)
        }
        return base.appendingPathComponent("apiexample")
    }
}
