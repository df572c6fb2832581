import APIExample

/// The log the viewer reads: the running session's, or after Back the last session's. Derived from the app
/// state; the reducer and the views only read it.
public struct LogSnapshot: Sendable {
    public var caseId: String
    public var entries: [LogEntry]
    /// Older lines the ring buffer let go; the first entry is line number `dropped`.
    public var dropped: Int
    /// Whether the session is still running (otherwise it ended and this is what it left).
    public var isLive: Bool

    public init(caseId: String, entries: [LogEntry], dropped: Int = 0, isLive: Bool) {
        self.caseId = caseId
        self.entries = entries
        self.dropped = dropped
        self.isLive = isLive
    }

    public init(caseId: String, log: LogBook, isLive: Bool) {
        self.init(caseId: caseId, entries: log.entries, dropped: log.dropped, isLive: isLive)
    }
}
