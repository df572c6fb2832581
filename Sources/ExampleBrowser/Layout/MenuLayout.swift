import APIExample
import TerminalKit

/// Where the menu's parts go at a screen size: MenuScreen draws from it and a click is hit-tested against it, so
/// a click lands on the row that was drawn there.
struct MenuLayout {
    enum Row: Equatable {
        case section(titleKey: String)
        case item(id: String, nameKey: String, hidden: Bool)

        var itemId: String? {
            if case .item(let id, _, _) = self { id } else { nil }
        }
    }

    let body: Rect
    /// Empty when the filter matches nothing.
    let list: Rect
    let detail: Rect
    let sections: [MenuSection]
    /// Every row of the list; those from `firstRow` on that fit in `list` are drawn.
    let rows: [Row]
    let firstRow: Int

    init(_ state: AppState, width: Int, height: Int) {
        body = Rect(x: 0, y: 2, width: width, height: height - 3)
        sections = state.visibleSections()
        var rows: [Row] = []
        for section in sections {
            rows.append(.section(titleKey: section.titleKey))
            rows += section.items.map { .item(id: $0.id, nameKey: $0.nameKey, hidden: $0.hidden) }
        }
        self.rows = rows
        if sections.isEmpty {
            list = Rect(x: body.x, y: body.y, width: 0, height: 0)
            detail = body
        } else {
            (list, detail) = body.splitLeft(min(max(30, body.width * 2 / 5), 48))
        }
        // The list scrolls just far enough to keep the selected row on screen.
        let selectedRow = rows.firstIndex { $0.itemId == state.menu.selectedId } ?? 0
        firstRow = max(0, selectedRow - list.height + 1)
    }

    /// The rows on screen, top to bottom, with the line each is drawn on.
    var visibleRows: [(row: Row, y: Int)] {
        rows.dropFirst(firstRow).prefix(list.height).enumerated().map { (row: $1, y: list.y + $0) }
    }

    /// The case whose row covers (x, y); nil over a section title or outside the list.
    func itemId(atX x: Int, y: Int) -> String? {
        guard x >= list.x, x < list.maxX else { return nil }
        return visibleRows.first { $0.y == y }?.row.itemId
    }
}
