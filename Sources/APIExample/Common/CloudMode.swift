import Foundation

/// Whether sessions meet other instances of the app (issue 18): `local` through the rendezvous on this machine.
/// Across machines (NATS) is the next step of issue 18.
public enum CloudMode: String, CaseIterable, Codable, Sendable {
    case off, local

    public static let environmentName = "APIEXAMPLE_CLOUD"

    /// `APIEXAMPLE_CLOUD`'s mode, nil when unset; a value other than off or local is an error to report.
    public static func fromEnvironment(_ environment: EnvironmentVariables) -> Result<CloudMode?, CloudModeError> {
        guard let value = environment[environmentName], !value.isEmpty else { return .success(nil) }
        return CloudMode(rawValue: value).map { .success($0) } ?? .failure(CloudModeError())
    }

    /// Where the rendezvous socket lives: `$XDG_RUNTIME_DIR` (private to the user, and emptied at logout), else the
    /// app's state directory (made 0700 when missing); nil when neither can be had.
    public static func rendezvousDirectory(environment: EnvironmentVariables) -> String? {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: runtime, isDirectory: &isDirectory), isDirectory.boolValue { return runtime }
        }
        let state = XDGBaseDirectory.state.appPath(environment: environment)
        do {
            try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            return nil
        }
        return state
    }
}

public struct CloudModeError: Error, Equatable, Sendable {
    public let message = "apiexample: \(CloudMode.environmentName) must be off or local"
}
