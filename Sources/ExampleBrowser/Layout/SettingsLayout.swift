import APIExample
import TerminalKit

/// Where the settings screen puts each heading and row (scrolled to keep the focused row visible), the label
/// column's width, and the note area. SettingsScreen draws from it and clicks are hit-tested against it.
struct SettingsLayout {
    /// A heading (row nil, drawn as its section's title) or a settings row, and the screen line it is drawn on.
    let lines: [(row: SettingsRow?, section: String, y: Int)]
    /// Where values start.
    let valueX: Int
    /// The first line of the focused row's note.
    let noteTop: Int

    static let noteHeight = 4

    init(focus: SettingsRow, width: Int, height: Int, text: Localizer) {
        var entries: [(row: SettingsRow?, section: String)] = []
        for row in SettingsRow.allCases {
            if entries.last?.section != row.section { entries.append((nil, row.section)) }
            entries.append((row, row.section))
        }
        let top = 2, visible = max(1, height - 3 - Self.noteHeight)
        let focused = entries.firstIndex { $0.row == focus } ?? 0
        let first = max(0, min(focused - visible / 2, entries.count - visible))
        lines = entries.dropFirst(first).prefix(visible).enumerated().map { (row: $1.row, section: $1.section, y: top + $0) }
        valueX = min(30, max(16, SettingsRow.allCases.map { DisplayWidth.of(text($0.labelKey)) }.max() ?? 16) + 4)
        noteTop = height - 1 - Self.noteHeight
    }

    /// The settings row under (x, y), and whether the click was on its value.
    func row(atX x: Int, y: Int) -> (row: SettingsRow, onValue: Bool)? {
        guard let line = lines.first(where: { $0.y == y }), let row = line.row else { return nil }
        return (row, x >= valueX)
    }
}
