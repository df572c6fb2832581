import APIExample
import TerminalKit

/// A running case: status line, one tile per user, the log and the case's controls.
enum SessionScreen {
    static func draw(_ state: AppState, session: SessionState, in buffer: inout CellBuffer, context: RenderContext) {
        let t = context.text
        let name = MenuRegistry.item(id: session.caseId).map { t($0.nameKey) } ?? session.caseId
        TitleBar.draw(name, note: session.status.channel, in: &buffer, context: context)
        StatusLine.draw(session.status, inBackground: state.isInBackground, in: &buffer, row: 1, context: context)

        let layout = SessionLayout(session, width: buffer.width, height: buffer.height)
        if let panel = session.panel, let area = layout.panel {
            PanelView.draw(panel, in: &buffer, area: area, context: context)
        }
        drawTiles(session, in: &buffer, area: layout.tiles, context: context)
        LogPane.draw(session.log.entries, showPeriodic: state.showPeriodic, in: &buffer, area: layout.log, context: context)
        if let controlsArea = layout.controls, let focus = session.focusedControl {
            ControlsPane.draw(session.controls, focus: focus, in: &buffer, area: controlsArea, context: context)
        }
    }

    private static func drawTiles(_ session: SessionState, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        if session.pictureInPicture.showsWindow {
            // The tiles have moved into the floating window, as the original's container moves into the PiP one;
            // the note sits in what the window leaves of their area.
            let window = PictureInPictureWindow.frame(width: buffer.width, height: buffer.height)
            let width = max(0, min(area.maxX, window.x) - area.x - 1)
            let message = context.text("pip.inline.elsewhere")
            buffer.put(message, x: area.x + max(0, (width - DisplayWidth.of(message)) / 2), y: area.y + area.height / 2,
                       style: .dim, maxWidth: width)
            return
        }
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
