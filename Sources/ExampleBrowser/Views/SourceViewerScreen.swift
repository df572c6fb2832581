import APIExample
import CaseSource
import TerminalKit

/// The full-screen source view: which case, its files as tabs, a page of coloured lines with the gutter's marks, the
/// search or a note about a call made outside the case, and where the page is.
enum SourceViewerScreen {
    static func draw(_ viewer: SourceViewerState, state: AppState, in buffer: inout CellBuffer, context: RenderContext) {
        let t = context.text
        let document = viewer.document
        let trail = SourceTrail(state, document)
        let name = MenuRegistry.item(id: document.caseId).map { t($0.nameKey) } ?? document.caseId
        let note = trail.session == nil ? "" : t(trail.isLive ? "source.live" : "source.ended")
        TitleBar.draw(t.format("source.title", name), note: note, in: &buffer, context: context)
        SourceTabsRow.draw(document.files.map(\.name), caseId: document.caseId, selected: viewer.tab, in: &buffer,
                           row: SourceViewerLayout.tabsRow)
        let rows = SourceViewerLayout.bodyRows(height: buffer.height)
        guard viewer.tab < document.files.count else {
            buffer.put(t("source.none"), x: 2, y: SourceViewerLayout.bodyTop + 1, style: .warning, maxWidth: buffer.width - 4)
            return
        }
        let file = document.files[viewer.tab]
        let tokens = document.tokens[viewer.tab]
        let executed = trail.executedLines(inTab: viewer.tab, document)
        let current = trail.mark.flatMap { $0.path == file.path ? $0.line : nil }
        let numberWidth = SourceViewerLayout.numberWidth(lineCount: file.lines.count)
        let query = viewer.search.query.lowercased()
        let currentMatch = viewer.search.current.map(document.place(ofGlobal:))
        for index in viewer.top..<min(file.lines.count, viewer.top + rows) {
            let number = index + 1
            let mark: SourceLineRow.Mark = number == current ? .current : executed.contains(number) ? .ran : .none
            let isMatch = currentMatch.map { $0.tab == viewer.tab && $0.line == index } ?? false
            let isSpot = isMatch || viewer.spot == SourceLine(path: file.path, line: number)
            let row = SourceLineRow(number: number, numberWidth: numberWidth, text: file.lines[index],
                                    tokens: index < tokens.count ? tokens[index] : [], mark: mark, isSpot: isSpot,
                                    matches: ranges(of: query, in: file.lines[index]), column: viewer.column)
            row.draw(in: &buffer, y: SourceViewerLayout.bodyTop + index - viewer.top, context: context)
        }
        drawSearchOrNote(viewer, trail, in: &buffer, context: context)
        drawStatus(viewer, file: file, trail: trail, rows: rows, in: &buffer, context: context)
    }

    /// Character ranges of `needle` (lowercased) in `line`, ignoring case.
    static func ranges(of needle: String, in line: String) -> [Range<Int>] {
        guard !needle.isEmpty else { return [] }
        let haystack = Array(line.lowercased())
        let pattern = Array(needle)
        // Lowercasing can change the count (rare letters); then nothing is highlighted rather than the wrong cells.
        guard haystack.count == line.count, pattern.count <= haystack.count else { return [] }
        var found: [Range<Int>] = []
        var start = 0
        while start + pattern.count <= haystack.count {
            if Array(haystack[start..<start + pattern.count]) == pattern {
                found.append(start..<start + pattern.count)
                start += pattern.count
            } else {
                start += 1
            }
        }
        return found
    }

    private static func drawSearchOrNote(_ viewer: SourceViewerState, _ trail: SourceTrail, in buffer: inout CellBuffer,
                                         context: RenderContext) {
        let t = context.text
        let row = SourceViewerLayout.searchRow(height: buffer.height)
        let search = viewer.search
        guard search.isActive else {
            if trail.isLive, let outside = trail.outside, let site = outside.site {
                buffer.put(t.format("source.outside", outside.method, site.description), x: 1, y: row, style: .dim,
                           maxWidth: buffer.width - 2)
            }
            return
        }
        var x = 1 + buffer.put("/", x: 1, y: row, style: .accent)
        x += buffer.put(search.query + (search.isEditing ? "_" : ""), x: x, y: row, style: .input)
        x += 2
        guard !search.query.isEmpty else {
            buffer.put(t("source.searchPrompt"), x: x, y: row, style: .dim, maxWidth: buffer.width - x - 1)
            return
        }
        let matches = SourceViewerReducer.matches(search.query, in: viewer.document)
        if matches.isEmpty {
            buffer.put(t("source.notFound"), x: x, y: row, style: .warning, maxWidth: buffer.width - x - 1)
        } else {
            let index = search.current.flatMap { matches.firstIndex(of: $0) }.map { String($0 + 1) } ?? "-"
            buffer.put(t.format("source.match", index, String(matches.count)), x: x, y: row, style: .success,
                       maxWidth: buffer.width - x - 1)
        }
    }

    /// The file's path, "line N of M" (the first line shown), whether it follows the calls, and how far it is
    /// scrolled sideways; the path goes first when the row is narrow.
    private static func drawStatus(_ viewer: SourceViewerState, file: CaseSourceFile, trail: SourceTrail, rows: Int,
                                   in buffer: inout CellBuffer, context: RenderContext) {
        let t = context.text
        let row = SourceViewerLayout.statusRow(height: buffer.height)
        buffer.fill(Rect(x: 0, y: row, width: buffer.width, height: 1), style: .header)
        var parts = [t.format("source.position", String(min(file.lines.count, viewer.top + 1)), String(file.lines.count))]
        if trail.isLive { parts.append(t(viewer.follow ? "source.following" : "source.paused")) }
        if viewer.column > 0 { parts.append(t.format("logViewer.column", String(viewer.column))) }
        let used = parts.reduce(1) { $0 + DisplayWidth.of($1) + 2 }
        if used + DisplayWidth.of(file.path) + 2 <= buffer.width { parts.append(file.path) }
        var x = 1
        for text in parts where x < buffer.width {
            x += buffer.put(text, x: x, y: row, style: .header, maxWidth: buffer.width - x)
            x += 2
        }
    }
}
