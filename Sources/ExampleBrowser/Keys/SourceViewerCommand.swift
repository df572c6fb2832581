/// What a key does in (or to) the source view.
public enum SourceViewerCommand: Hashable, Sendable {
    /// Opens the source of the case the user is on (the menu's selection, the form's, the session's).
    case open
    /// Opens it at the source of the log viewer's current line (its call site or callback handler).
    case openAtLogLine
    case close
    case lineUp, lineDown, pageUp, pageDown, top, end
    case nextFile, previousFile
    case scrollLeft, scrollRight
    case follow
    case startSearch, keepSearch, clearSearch, nextMatch, previousMatch
}
