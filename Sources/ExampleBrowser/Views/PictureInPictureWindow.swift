import APIExample
import TerminalKit

/// The session's tiles in a floating window in the upper right, drawn over whatever screen is up (settings, the log
/// viewer, help): what the system's picture-in-picture window is to an iOS app in the background. Over the session
/// itself it sits where the tiles were, leaving the log and the controls (the button that stops it) in view.
enum PictureInPictureWindow {
    /// A 2×2 grid of the smallest tiles the grid draws, plus the border.
    static let minimumWidth = 2 * TileGrid.minimumTileWidth + 2
    static let minimumHeight = 2 * TileGrid.minimumTileHeight + 2

    static func frame(width: Int, height: Int) -> Rect {
        let w = min(width - 2, max(minimumWidth, width * 9 / 20))
        let h = min(height - 3, max(minimumHeight, height / 2))
        // Under the title and status rows, one column in from the right edge.
        return Rect(x: width - w - 1, y: 2, width: w, height: h)
    }

    static func draw(_ session: SessionState, in buffer: inout CellBuffer, context: RenderContext) {
        let area = frame(width: buffer.width, height: buffer.height)
        guard area.width > 2, area.height > 2 else { return }
        buffer.fill(area)
        buffer.box(area, glyphs: context.glyphs, style: .accent, title: context.text("pip.window.title"))
        let inner = area.inset(by: 1)
        let grid = TileGrid(count: session.tiles.count, area: inner)
        for (tile, frame) in zip(session.tiles, grid.frames) {
            TileView.draw(tile, role: nil, in: &buffer, area: frame, context: context)
        }
    }
}
