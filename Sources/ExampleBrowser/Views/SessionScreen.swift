import APIExample
import TerminalKit

/// A running case: status line, one tile per user, the log and the case's controls.
enum SessionScreen {
    static func draw(_ state: AppState, session: SessionSnapshot, in buffer: inout CellBuffer, context: RenderContext) {
        let t = context.text
        let name = MenuRegistry.item(id: session.caseId).map { t($0.nameKey) } ?? session.caseId
        TitleBar.draw(name, note: session.status.channel, in: &buffer, context: context)
        StatusLine.draw(session.status, in: &buffer, row: 1, context: context)

        let body = Rect(x: 0, y: 2, width: buffer.width, height: buffer.height - 3)
        let bottomHeight = min(max(7, session.controls.count + 2), body.height / 3 + 1)
        var (tileArea, bottom) = body.splitBottom(bottomHeight)
        if let panel = session.panel {
            // The case's panel takes the right of the tile area; the tiles re-flow in what is left.
            let panelWidth = min(40, max(26, tileArea.width * 2 / 5))
            let (tiles, panelArea) = (Rect(x: tileArea.x, y: tileArea.y, width: tileArea.width - panelWidth, height: tileArea.height),
                                      Rect(x: tileArea.maxX - panelWidth, y: tileArea.y, width: panelWidth, height: tileArea.height))
            PanelView.draw(panel, in: &buffer, area: panelArea, context: context)
            tileArea = tiles
        }
        drawTiles(session, in: &buffer, area: tileArea, context: context)

        if session.controls.isEmpty {
            LogPane.draw(session.log, showPeriodic: state.showPeriodic, in: &buffer, area: bottom, context: context)
        } else {
            let controlsWidth = min(40, max(28, bottom.width / 3))
            let (logArea, controlsArea) = (Rect(x: bottom.x, y: bottom.y, width: bottom.width - controlsWidth, height: bottom.height),
                                           Rect(x: bottom.maxX - controlsWidth, y: bottom.y, width: controlsWidth, height: bottom.height))
            LogPane.draw(session.log, showPeriodic: state.showPeriodic, in: &buffer, area: logArea, context: context)
            ControlsPane.draw(session.controls, focus: min(state.controlFocus, session.controls.count - 1),
                              in: &buffer, area: controlsArea, context: context)
        }
    }

    private static func drawTiles(_ session: SessionSnapshot, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        let grid = TileGrid(count: session.tiles.count, area: area)
        for (tile, frame) in zip(session.tiles, grid.frames) {
            let role = tile.isLocal ? context.text(session.status.role == .audience ? "role.audience" : "role.broadcaster") : nil
            TileView.draw(tile, role: role, in: &buffer, area: frame, context: context)
        }
        if grid.hiddenCount > 0, let last = grid.frames.last {
            let more = " " + context.text.format("session.moreTiles", String(grid.hiddenCount)) + " "
            buffer.put(more, x: last.maxX - DisplayWidth.of(more) - 1, y: last.maxY - 1, style: .warning)
        }
    }
}
