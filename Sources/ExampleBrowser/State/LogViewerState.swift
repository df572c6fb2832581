/// The full-screen log viewer, open over whatever screen the user was on (a running session keeps running).
/// Only positions and settings live here, never copies of the lines: those come from the LogSnapshot.
public struct LogViewerState: Equatable, Sendable {
    public var filter: LogFilter
    /// Pinned to the newest line, like `tail -f`; scrolling up pauses it and End resumes it.
    public var follow = true
    /// While paused: the session-wide number of the first line on screen (or the next shown one after it).
    public var top = 0
    /// Columns of each line's text scrolled off to the left (← / →).
    public var column = 0
    public var search = LogSearch()
    public var saveOutcome: LogSaveOutcome?
    /// A short message (a localization key) until the next key, e.g. that Enter found no source for the line.
    public var message: String?

    public init(showPeriodic: Bool = false) {
        filter = LogFilter(showPeriodic: showPeriodic)
    }
}
