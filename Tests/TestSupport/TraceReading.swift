import AgoraRtcSim
import APIExample

/// Reading a session's log for what the SDK did: which calls were made with which arguments and codes, which
/// callbacks came, and in what order — all from the log entries' trace events, never from the lines' wording.
/// Positions (`firstIndex(of:)`, `logMark`) are positions in the whole log, so they compare across readers.
@MainActor
public protocol TraceReading {
    /// The log entries read, at their positions in the session's log.
    var logEntries: ArraySlice<LogEntry> { get }
}

/// A position in the log: what came after it is `since(mark)`.
public typealias LogMark = Int

/// Part of a session's log, from a mark on.
@MainActor
public struct TraceSlice: TraceReading {
    public let logEntries: ArraySlice<LogEntry>
}

extension TraceReading {
    // MARK: Calls

    /// The SDK calls, in order, as the engine traced them.
    public var calls: [AgoraSimTraceEvent] { events.filter { $0.kind == .apiCall } }

    /// The calls of `method` (a base name: `"joinChannel"` is every `joinChannel(…)` selector) that match, in order.
    public func calls(_ method: String, selector: String? = nil, with: String? = nil, startingWith: String? = nil,
                      containing: String..., endingWith: String? = nil, returned: Int32? = nil) -> [AgoraSimTraceEvent] {
        events(TraceMatch(.call, method, selector: selector, with: with, startingWith: startingWith, containing: containing,
                          endingWith: endingWith, returned: returned))
    }

    /// The first matching call.
    public func call(_ method: String, selector: String? = nil, with: String? = nil, startingWith: String? = nil,
                     containing: String..., endingWith: String? = nil, returned: Int32? = nil) -> AgoraSimTraceEvent? {
        events(TraceMatch(.call, method, selector: selector, with: with, startingWith: startingWith, containing: containing,
                          endingWith: endingWith, returned: returned)).first
    }

    /// Whether a matching call was made.
    public func called(_ method: String, selector: String? = nil, with: String? = nil, startingWith: String? = nil,
                       containing: String..., endingWith: String? = nil, returned: Int32? = nil) -> Bool {
        !events(TraceMatch(.call, method, selector: selector, with: with, startingWith: startingWith, containing: containing,
                           endingWith: endingWith, returned: returned)).isEmpty
    }

    /// The base names of the calls, in order (`["sharedEngine", "setClientRole", …]`).
    public var callOrder: [String] { calls.map(\.method) }

    // MARK: Callbacks

    /// The delegate callbacks heard, in order.
    public var callbacks: [AgoraSimTraceEvent] { events.filter { $0.kind == .callback } }

    /// The matching callbacks (`"didJoinChannel"`, see `AgoraSimTraceEvent.callbackName`), in order.
    public func callbacks(_ name: String, selector: String? = nil, with: String? = nil, startingWith: String? = nil,
                          containing: String..., endingWith: String? = nil) -> [AgoraSimTraceEvent] {
        events(TraceMatch(.callback, name, selector: selector, with: with, startingWith: startingWith,
                          containing: containing, endingWith: endingWith))
    }

    /// The first matching callback.
    public func callback(_ name: String, selector: String? = nil, with: String? = nil, startingWith: String? = nil,
                         containing: String..., endingWith: String? = nil) -> AgoraSimTraceEvent? {
        events(TraceMatch(.callback, name, selector: selector, with: with, startingWith: startingWith,
                          containing: containing, endingWith: endingWith)).first
    }

    /// Whether a matching callback came.
    public func heard(_ name: String, selector: String? = nil, with: String? = nil, startingWith: String? = nil,
                      containing: String..., endingWith: String? = nil) -> Bool {
        !events(TraceMatch(.callback, name, selector: selector, with: with, startingWith: startingWith,
                           containing: containing, endingWith: endingWith)).isEmpty
    }

    // MARK: Order

    /// The events that match `match`, in order.
    public func events(_ match: TraceMatch) -> [AgoraSimTraceEvent] { events.filter(match.matches) }

    /// The log position of the first event matching `match`.
    public func firstIndex(of match: TraceMatch) -> Int? {
        logEntries.firstIndex { $0.event.map(match.matches) ?? false }
    }

    /// The log position of the last event matching `match`.
    public func lastIndex(of match: TraceMatch) -> Int? {
        logEntries.lastIndex { $0.event.map(match.matches) ?? false }
    }

    /// The log's end now: `since(logMark)` later reads only what came after.
    public var logMark: LogMark { logEntries.endIndex }

    /// What the log got from `mark` on.
    public func since(_ mark: LogMark) -> TraceSlice {
        TraceSlice(logEntries: logEntries[max(mark, logEntries.startIndex)...])
    }

    // MARK: Reading

    /// Every trace event, in order (calls, callbacks and the simulation's own lines).
    public var events: [AgoraSimTraceEvent] { logEntries.compactMap(\.event) }

    /// The log's lines as worded, for what a user reads on purpose — the app's own notes and the `[sim]` lines —
    /// never for which SDK call was made.
    public var logLines: [String] { logEntries.map(\.text) }

    /// The log's last lines, for a failure message.
    public var trail: LogExcerpt { LogExcerpt(logEntries.suffix(12)) }
}

extension TraceReading {
    /// The log's lines that start with `prefix`, as worded: for the app's notes and `[sim]` lines, which a user
    /// reads, so their wording is what is checked.
    public func logLines(startingWith prefix: String) -> [String] { logLines.filter { $0.hasPrefix(prefix) } }
}

/// Any session log reads the same way: a test that holds the log (an ended session's, the app's) asks it directly.
extension LogBook: TraceReading {
    public var logEntries: ArraySlice<LogEntry> { entries[...] }
}
