import APIExample

/// Which log lines the viewer shows: each kind can be switched off, and periodic reports (stats, volume,
/// quality) are hidden unless asked for, as in the session's log pane.
public struct LogFilter: Equatable, Sendable {
    /// The kinds in the order the toggle row shows them, keyed 1 to 4.
    public static let kinds: [LogEntry.Kind] = [.api, .callback, .error, .app]

    public var hiddenKinds: Set<LogEntry.Kind> = []
    public var showPeriodic = false

    public init(showPeriodic: Bool = false) {
        self.showPeriodic = showPeriodic
    }

    public func admits(_ entry: LogEntry) -> Bool {
        !hiddenKinds.contains(entry.kind) && (showPeriodic || !entry.isPeriodic)
    }

    public func shows(_ kind: LogEntry.Kind) -> Bool { !hiddenKinds.contains(kind) }

    public mutating func toggle(_ kind: LogEntry.Kind) {
        if hiddenKinds.contains(kind) { hiddenKinds.remove(kind) } else { hiddenKinds.insert(kind) }
    }
}
