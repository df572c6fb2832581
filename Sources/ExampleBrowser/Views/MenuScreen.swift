import APIExample
import TerminalKit

/// The sectioned case list on the left; the selected case's description and key APIs on the right.
enum MenuScreen {
    static func draw(_ state: AppState, in buffer: inout CellBuffer, context: RenderContext) {
        let text = context.text
        TitleBar.draw(text("app.title"), note: text("app.simulated"), in: &buffer, context: context)
        let layout = MenuLayout(state, width: buffer.width, height: buffer.height)

        if state.menu.isFiltering || !state.menu.filter.isEmpty {
            let cursor = state.menu.isFiltering ? "_" : ""
            buffer.put(" / " + text("menu.filter") + ": ", x: 0, y: 1, style: .accent)
            buffer.put(state.menu.filter + cursor, x: 4 + DisplayWidth.of(text("menu.filter")) + 2, y: 1, style: .input)
        }
        if layout.sections.isEmpty {
            let message = text.format("menu.noMatch", state.menu.filter)
            for (offset, line) in DisplayWidth.wrap(message, width: layout.body.width - 4).enumerated() {
                buffer.put(line, x: 2, y: layout.body.y + 1 + offset, style: .warning)
            }
            return
        }

        drawList(layout, selected: state.menu.selectedId, in: &buffer, context: context)
        if let item = MenuRegistry.item(id: state.menu.selectedId) {
            let detail = layout.detail
            drawDetail(item, in: &buffer, area: Rect(x: detail.x + 1, y: detail.y, width: detail.width - 2, height: detail.height),
                       context: context)
        }
    }

    private static func drawList(_ layout: MenuLayout, selected: String, in buffer: inout CellBuffer, context: RenderContext) {
        let area = layout.list
        for (row, y) in layout.visibleRows {
            let text: String, style: StyleRole
            switch row {
            case .section(let titleKey):
                (text, style) = (context.text(titleKey), .title)
            case .item(_, let nameKey, let hidden):
                (text, style) = ("  " + context.text(nameKey) + (hidden ? " (" + context.text("menu.hidden") + ")" : ""), .normal)
            }
            let isSelected = row.itemId == selected
            let line = (isSelected ? context.glyphs.pointer : " ") + text
            buffer.put(DisplayWidth.pad(line, to: area.width - 1), x: area.x + 1, y: y, style: isSelected ? .selected : style)
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
