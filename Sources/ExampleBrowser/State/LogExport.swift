import APIExample

/// Lines the user asked to save: the viewer's shown lines (`filter` set) or all of them (`filter` nil).
public struct LogExport: Equatable, Sendable {
    public var caseId: String
    public var entries: [LogEntry]
    /// Lines the log had already dropped before these.
    public var dropped: Int
    /// Lines in the log when saving, shown or not.
    public var total: Int
    public var filter: LogFilter?

    public init(caseId: String, entries: [LogEntry], dropped: Int, total: Int, filter: LogFilter?) {
        self.caseId = caseId
        self.entries = entries
        self.dropped = dropped
        self.total = total
        self.filter = filter
    }

    /// True when the filter really left lines out.
    public var isFiltered: Bool { filter != nil && entries.count < total }
}
