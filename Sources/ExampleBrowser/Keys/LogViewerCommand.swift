import APIExample

/// What a key does in (or to) the log viewer.
public enum LogViewerCommand: Hashable, Sendable {
    case open, close
    case lineUp, lineDown, pageUp, pageDown, top, end
    case scrollLeft, scrollRight
    case toggleKind(LogEntry.Kind)
    case togglePeriodic
    case startSearch, keepSearch, clearSearch, nextMatch, previousMatch
    /// Writes the shown lines, or every line with `all`.
    case save(all: Bool)
}
