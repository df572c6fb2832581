/// A message for the user (an alert or a toast): a localization key and the values it formats.
public struct SessionNotice: Equatable, Sendable {
    public enum Severity: Sendable { case info, error }

    public let key: String
    public let arguments: [String]
    public let severity: Severity

    public init(_ key: String, _ arguments: [String] = [], severity: Severity = .info) {
        self.key = key
        self.arguments = arguments
        self.severity = severity
    }
}
