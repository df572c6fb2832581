/// The session's log as a value, bounded: the oldest quarter goes when it is full, and is counted.
public struct LogBook: Equatable, Sendable {
    public static let defaultCapacity = 2000

    public let capacity: Int
    public private(set) var entries: [LogEntry] = []
    /// Lines let go so far; the first entry is line number `dropped`.
    public private(set) var dropped = 0

    public init(capacity: Int = LogBook.defaultCapacity) {
        self.capacity = max(1, capacity)
    }

    /// A log that already holds `entries`, after `dropped` older lines went.
    public init(entries: [LogEntry], dropped: Int, capacity: Int = LogBook.defaultCapacity) {
        self.capacity = max(1, capacity, entries.count)
        self.entries = entries
        self.dropped = dropped
    }

    public mutating func append(_ entry: LogEntry) {
        if entries.count == capacity {
            let drop = max(1, capacity / 4)
            entries.removeFirst(drop)
            dropped += drop
        }
        entries.append(entry)
    }
}
