import APIExample
import TerminalKit

/// The sectioned case list on the left; the selected case's description and key APIs on the right.
enum MenuScreen {
    static func draw(_ state: AppState, in buffer: inout CellBuffer, context: RenderContext) {
        let text = context.text
        TitleBar.draw(text("app.title"), note: text("app.simulated"), in: &buffer, context: context)
        let body = Rect(x: 0, y: 2, width: buffer.width, height: buffer.height - 3)
        let sections = state.visibleSections()

        if state.menu.isFiltering || !state.menu.filter.isEmpty {
            let cursor = state.menu.isFiltering ? "_" : ""
            buffer.put(" / " + text("menu.filter") + ": ", x: 0, y: 1, style: .accent)
            buffer.put(state.menu.filter + cursor, x: 4 + DisplayWidth.of(text("menu.filter")) + 2, y: 1, style: .input)
        }
        if sections.isEmpty {
            let message = text.format("menu.noMatch", state.menu.filter)
            for (offset, line) in DisplayWidth.wrap(message, width: body.width - 4).enumerated() {
                buffer.put(line, x: 2, y: body.y + 1 + offset, style: .warning)
            }
            return
        }

        let listWidth = min(max(30, body.width * 2 / 5), 48)
        let (listArea, detailArea) = body.splitLeft(listWidth)
        drawList(sections, selected: state.menu.selectedId, in: &buffer, area: listArea, context: context)
        if let item = MenuRegistry.item(id: state.menu.selectedId) {
            drawDetail(item, in: &buffer, area: Rect(x: detailArea.x + 1, y: detailArea.y, width: detailArea.width - 2,
                                                     height: detailArea.height), context: context)
        }
    }

    private static func drawList(_ sections: [MenuSection], selected: String, in buffer: inout CellBuffer, area: Rect,
                                 context: RenderContext) {
        var rows: [(text: String, style: StyleRole, id: String?)] = []
        for section in sections {
            rows.append((context.text(section.titleKey), .title, nil))
            for item in section.items {
                let hidden = item.hidden ? " (" + context.text("menu.hidden") + ")" : ""
                rows.append(("  " + context.text(item.nameKey) + hidden, .normal, item.id))
            }
        }
        let selectedRow = rows.firstIndex { $0.id == selected } ?? 0
        let first = max(0, selectedRow - area.height + 1)
        for (offset, row) in rows.dropFirst(first).prefix(area.height).enumerated() {
            let y = area.y + offset
            let isSelected = row.id == selected
            let line = (isSelected ? context.glyphs.pointer : " ") + row.text
            buffer.put(DisplayWidth.pad(line, to: area.width - 1), x: area.x + 1, y: y, style: isSelected ? .selected : row.style)
        }
    }

    private static func drawDetail(_ item: MenuItem, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        var y = area.y
        buffer.put(context.text(item.nameKey), x: area.x, y: y, style: .title, maxWidth: area.width)
        y += 1
        buffer.put(item.id, x: area.x, y: y, style: .dim, maxWidth: area.width)
        y += 2
        for line in DisplayWidth.wrap(context.text(item.noteKey), width: area.width) where y < area.maxY {
            buffer.put(line, x: area.x, y: y)
            y += 1
        }
        y += 1
        guard y < area.maxY else { return }
        buffer.put(context.text("menu.keyAPIs"), x: area.x, y: y, style: .header, maxWidth: area.width)
        y += 1
        for api in item.keyAPIs where y < area.maxY {
            buffer.put("- " + api, x: area.x, y: y, style: .accent, maxWidth: area.width)
            y += 1
        }
    }
}
