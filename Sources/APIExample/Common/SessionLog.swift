/// The session's log, bounded: the oldest lines go first and are counted.
@MainActor
public final class SessionLog {
    public let capacity: Int
    public private(set) var entries: [LogEntry] = []
    public private(set) var dropped = 0
    /// Called for every appended entry (headless mode prints from here).
    public var onAppend: ((LogEntry) -> Void)?

    public init(capacity: Int = 2000) {
        self.capacity = max(1, capacity)
    }

    public func append(_ entry: LogEntry) {
        if entries.count == capacity {
            entries.removeFirst(capacity / 4)
            dropped += capacity / 4
        }
        entries.append(entry)
        onAppend?(entry)
    }
}
