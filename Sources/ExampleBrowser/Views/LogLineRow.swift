import APIExample
import TerminalKit

/// One log line: a marker at the current search match, the timestamp, then the text in its kind's style with
/// every match of the search highlighted, scrolled sideways by `column`.
enum LogLineRow {
    static let textX = 11

    static func draw(_ entry: LogEntry, isCurrentMatch: Bool, query: String, column: Int, in buffer: inout CellBuffer,
                     y: Int, context: RenderContext) {
        if isCurrentMatch { buffer.put(context.glyphs.pointer, x: 0, y: y, style: .accent) }
        buffer.put(entry.timestamp, x: 1, y: y, style: isCurrentMatch ? .accent : .dim)
        let text = Array(entry.visibleText(context.text))
        let matched = matchedCharacters(text, query: query)
        let base = style(entry.kind)
        var x = textX, skipped = 0
        for (index, character) in text.enumerated() where x < buffer.width {
            let width = DisplayWidth.of(character)
            if skipped < column {
                skipped += width
                continue
            }
            x += buffer.put(String(character), x: x, y: y, style: matched[index] ? .selected : base, maxWidth: buffer.width - x)
        }
    }

    static func style(_ kind: LogEntry.Kind) -> StyleRole {
        switch kind {
        case .api: .normal
        case .callback: .accent
        case .error: .error
        case .app: .dim
        }
    }

    /// Which characters belong to a case-insensitive occurrence of `query` (the same test the search uses).
    static func matchedCharacters(_ text: [Character], query: String) -> [Bool] {
        var matched = Array(repeating: false, count: text.count)
        let needle = query.lowercased()
        guard !needle.isEmpty else { return matched }
        let lowered = text.map { String($0).lowercased() }
        for start in text.indices {
            var candidate = "", end = start
            while end < text.count && candidate.count < needle.count {
                candidate += lowered[end]
                end += 1
            }
            if candidate.hasPrefix(needle) {
                for index in start..<end { matched[index] = true }
            }
        }
        return matched
    }
}
