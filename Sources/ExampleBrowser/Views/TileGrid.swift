import TerminalKit

/// Lays out n tiles in a grid that fills `area`: local first, then remote users in join order; re-flows on
/// every render, so joins, leaves and resizes need nothing special. Tiles that do not fit are counted.
struct TileGrid: Equatable {
    static let minimumTileWidth = 18
    static let minimumTileHeight = 5

    let frames: [Rect]
    let hiddenCount: Int

    init(count: Int, area: Rect) {
        var shown = min(count, 9)
        while shown > 1 {
            let columns = TileGrid.columns(for: shown)
            let rows = (shown + columns - 1) / columns
            if area.width / columns >= TileGrid.minimumTileWidth && area.height / rows >= TileGrid.minimumTileHeight { break }
            shown -= 1
        }
        guard shown > 0, !area.isEmpty else {
            frames = []
            hiddenCount = count
            return
        }
        let columns = TileGrid.columns(for: shown)
        let rows = (shown + columns - 1) / columns
        var frames: [Rect] = []
        for index in 0..<shown {
            let row = index / columns, column = index % columns
            let x0 = area.x + column * area.width / columns
            let x1 = area.x + (column + 1) * area.width / columns
            let y0 = area.y + row * area.height / rows
            let y1 = area.y + (row + 1) * area.height / rows
            frames.append(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
        self.frames = frames
        hiddenCount = count - shown
    }

    private static func columns(for count: Int) -> Int {
        switch count {
        case 0, 1: 1
        case 2, 3, 4: 2
        default: 3
        }
    }
}
