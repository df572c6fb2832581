/// The viewer's incremental search. Lines are numbered for the whole session (dropped lines included), so a
/// match keeps its number while newer lines arrive and older ones are dropped.
public struct LogSearch: Equatable, Sendable {
    public var query = ""
    /// Typing goes into the query (after `/`, until Enter or Esc).
    public var isEditing = false
    /// The first line on screen when the search began; typing finds the nearest match from there.
    public var origin = 0
    /// The line number of the match the viewer points at.
    public var current: Int?

    public init() {}

    public var isActive: Bool { isEditing || !query.isEmpty }
}
