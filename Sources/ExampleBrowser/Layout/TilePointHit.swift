import APIExample
import TerminalKit

/// A click on the picture of a tile with `TilePointControls`: the point clicked, as fractions of the picture drawn
/// (the same rectangle TileView draws the case's text into), sets the two sliders. A click anywhere on a tile with a
/// `TileTapControl` performs that control.
enum TilePointHit {
    /// The effects of a click at (x, y): nil when it is not on a tile at all (the click goes on to the other areas),
    /// none when it is on a tile that takes no points or beside its picture.
    static func effects(atX x: Int, y: Int, session: SessionState, width: Int, height: Int) -> [Effect]? {
        let layout = SessionLayout(session, width: width, height: height)
        guard layout.tiles.contains(x: x, y: y) else { return nil }
        let grid = TileGrid(count: session.tiles.count, area: layout.tiles)
        guard let (tile, frame) = zip(session.tiles, grid.frames).first(where: { $0.1.contains(x: x, y: y) }) else { return nil }
        if let tap = tile.tapControl {
            guard session.controls.contains(where: { $0.id == tap.id && $0.isEnabled }) else { return [] }
            return [.performControl(id: tap.id, value: .int(tap.value))]
        }
        guard let point = tile.pointControls, !tile.showsStats, let picture = tile.latestFrame else { return [] }
        let rect = AsciiVideo.pictureRect(for: picture, in: frame.inset(by: 1))
        guard rect.contains(x: x, y: y) else { return [] }
        let fractions = [(point.x, Double(x - rect.x) / Double(max(1, rect.width - 1))),
                         (point.y, Double(y - rect.y) / Double(max(1, rect.height - 1)))]
        return fractions.compactMap { id, fraction -> Effect? in
            guard let control = session.controls.first(where: { $0.id == id }), control.isEnabled,
                  case .slider(_, let range, _) = control.kind else { return nil }
            let value = range.lowerBound + Int((fraction * Double(range.upperBound - range.lowerBound)).rounded())
            return .performControl(id: id, value: .int(value))
        }
    }
}
