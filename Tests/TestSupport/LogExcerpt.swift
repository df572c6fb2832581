import APIExample

/// A few log lines for a failure message: one a line with its time, so a failing check says what the log held
/// around it rather than dumping an array.
public struct LogExcerpt: CustomStringConvertible, Sendable {
    public let entries: [LogEntry]

    public init(_ entries: some Sequence<LogEntry>) { self.entries = Array(entries) }

    public var description: String {
        entries.isEmpty ? "(the log is empty)" : "\n" + entries.map { "  \($0.timestamp) \($0.text)" }.joined(separator: "\n")
    }
}
