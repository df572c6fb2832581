import TerminalKit

/// The case's files as tabs, the shown one reversed. Names lose ".swift"; when they do not fit they lose the case's
/// name too ("JoinChannelVideoMain" → "Main"), and when even those do not fit the row scrolls to keep the shown tab.
enum SourceTabsRow {
    static func draw(_ names: [String], caseId: String, selected: Int, in buffer: inout CellBuffer, row: Int) {
        buffer.fill(Rect(x: 0, y: row, width: buffer.width, height: 1))
        var titles = names.map { $0.hasSuffix(".swift") ? String($0.dropLast(6)) : $0 }
        if width(titles) > buffer.width - 1 {
            titles = titles.map { $0.hasPrefix(caseId) && $0.count > caseId.count ? String($0.dropFirst(caseId.count)) : $0 }
        }
        var first = 0
        while first < selected, width(Array(titles[first...selected])) > buffer.width - 3 { first += 1 }
        var x = first > 0 ? 2 : 1
        if first > 0 { buffer.put("<", x: 0, y: row, style: .dim) }
        for index in first..<titles.count {
            let label = " " + titles[index] + " "
            if x + DisplayWidth.of(label) > buffer.width - 1 {
                buffer.put(">", x: buffer.width - 1, y: row, style: .dim)
                break
            }
            x += buffer.put(label, x: x, y: row, style: index == selected ? .selected : .dim) + 1
        }
    }

    private static func width(_ titles: [String]) -> Int {
        titles.reduce(0) { $0 + DisplayWidth.of($1) + 3 }
    }
}
