import Foundation

/// Whether sessions meet other instances of the app (issue 18): `local` through the rendezvous on this machine,
/// `nats` through a NATS server (`nats://host:port`, or `tls://host:port`). The text form is what `--cloud`,
/// `APIEXAMPLE_CLOUD` and the settings file hold.
public enum CloudMode: Equatable, Sendable {
    case off, local
    case nats(url: String)

    public static let environmentName = "APIEXAMPLE_CLOUD"
    /// The values the settings row names (a NATS URL is typed).
    public static let named: [CloudMode] = [.off, .local]

    public var rawValue: String {
        switch self {
        case .off: "off"
        case .local: "local"
        case .nats(let url): url
        }
    }

    /// `text` as a mode. A URL must be `nats://` or `tls://` with a host and an optional port and nothing else: no
    /// user, password or token (they would show in `ps` and in the settings file; they come from the environment).
    public static func parse(_ text: String) -> Result<CloudMode, CloudModeError> {
        switch text {
        case "off": return .success(.off)
        case "local": return .success(.local)
        default: break
        }
        guard let separator = text.range(of: "://") else { return .failure(.unknown) }
        let scheme = text[..<separator.lowerBound].lowercased()
        guard scheme == "nats" || scheme == "tls" else { return .failure(.scheme) }
        var rest = Substring(text[separator.upperBound...])
        if rest.contains("@") { return .failure(.credentials) }
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        guard !rest.contains(where: { "/?#".contains($0) }), isHostAndPort(rest) else { return .failure(.url) }
        return .success(.nats(url: scheme + "://" + rest))
    }

    private static func isHostAndPort(_ text: Substring) -> Bool {
        var host = text, port: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return false }
            host = text[text.index(after: text.startIndex)..<close]
            let after = text[text.index(after: close)...]
            guard host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }), host.contains(":") else { return false }
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return false }
                port = after.dropFirst()
            }
        } else {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return false }
            host = parts[0]
            port = parts.count == 2 ? parts[1] : nil
            let allowed = host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
            guard allowed, !host.hasPrefix("-"), !host.hasPrefix(".") else { return false }
        }
        guard !host.isEmpty, host.count <= 253 else { return false }
        if let port {
            guard port.count <= 5, port.allSatisfy(\.isASCII), let number = Int(port), (1...65_535).contains(number) else {
                return false
            }
        }
        return true
    }

    /// `APIEXAMPLE_CLOUD`'s mode, nil when unset; anything `parse` refuses is an error to report.
    public static func fromEnvironment(_ environment: EnvironmentVariables) -> Result<CloudMode?, CloudModeError> {
        guard let value = environment[environmentName], !value.isEmpty else { return .success(nil) }
        return parse(value).map { $0 }
    }
}
