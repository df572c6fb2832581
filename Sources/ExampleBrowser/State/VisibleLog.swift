import APIExample

/// The lines a viewer state shows, worked out from the log on demand (a few thousand at most), plus the
/// arithmetic of scrolling and searching over them. Positions are session-wide line numbers, which stay put
/// while new lines arrive and old ones are dropped.
struct VisibleLog {
    let log: LogSnapshot
    /// Indices into `log.entries` that pass the filter, oldest first.
    let indices: [Int]

    init(_ log: LogSnapshot?, filter: LogFilter) {
        let log = log ?? LogSnapshot(caseId: "", entries: [], isLive: false)
        self.log = log
        indices = log.entries.indices.filter { filter.admits(log.entries[$0]) }
    }

    var count: Int { indices.count }

    func entry(at position: Int) -> LogEntry { log.entries[indices[position]] }

    /// The session-wide number of the shown line at `position`.
    func number(at position: Int) -> Int { log.dropped + indices[position] }

    /// The first shown line whose number is `number` or later (`count` when there is none).
    func position(atOrAfter number: Int) -> Int {
        let target = number - log.dropped
        var low = 0, high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < target { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Where the screen's first row is for `viewer` with `rows` rows: the last page when following,
    /// otherwise the remembered line, kept so the page stays full.
    func firstRow(_ viewer: LogViewerState, rows: Int) -> Int {
        let lastPage = max(0, count - rows)
        return viewer.follow ? lastPage : min(position(atOrAfter: viewer.top), lastPage)
    }

    /// Positions of the shown lines whose text (in the viewer's language) contains `query`, ignoring case.
    func matches(_ query: String, _ localizer: Localizer) -> [Int] {
        guard !query.isEmpty else { return [] }
        let needle = query.lowercased()
        return indices.indices.filter { entry(at: $0).visibleText(localizer).lowercased().contains(needle) }
    }
}
