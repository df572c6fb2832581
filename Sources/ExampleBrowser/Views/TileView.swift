import APIExample
import TerminalKit

/// One user's tile: a box titled with uid and role, the live picture (or a volume meter for audio-only users),
/// and the stats overlay in the bottom-left corner, as in the original's VideoView.
enum TileView {
    static func draw(_ tile: VideoTile, role: String?, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        let t = context.text
        let who = tile.isLocal ? t("tile.local") : t("tile.remote")
        let title = "uid \(tile.uid) " + who + (role.map { " " + $0 } ?? "")
        buffer.box(area, glyphs: context.glyphs, style: tile.isLocal ? .accent : .border, title: title)
        let inner = area.inset(by: 1)
        guard !inner.isEmpty else { return }

        if tile.audioOnly {
            drawAudioOnly(tile, in: &buffer, area: inner, context: context)
        } else if let frame = tile.view?.latestFrame {
            AsciiVideo.draw(frame, in: &buffer, area: inner, glyphs: context.glyphs)
        } else {
            let message = t(tile.placeholderKey ?? "tile.waiting")
            buffer.put(message, x: inner.x + max(0, (inner.width - DisplayWidth.of(message)) / 2),
                       y: inner.y + inner.height / 2, style: .dim, maxWidth: inner.width)
        }

        let stats = TileStatsFormatter.lines(for: tile, context: context)
        let room = tile.audioOnly ? max(0, inner.height - 4) : inner.height
        for (offset, line) in stats.suffix(room).enumerated() {
            let y = inner.maxY - min(room, stats.count) + offset
            buffer.put(line, x: inner.x, y: y, style: .accent, maxWidth: inner.width)
        }
    }

    private static func drawAudioOnly(_ tile: VideoTile, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        let t = context.text
        buffer.put(t("tile.audioOnly"), x: area.x + 1, y: area.y, style: .title, maxWidth: area.width - 1)
        guard area.height > 1 else { return }
        let meterWidth = max(1, area.width - 8)
        let filled = min(meterWidth, tile.volume * meterWidth / 255)
        let meter = String(repeating: context.glyphs.meterFull, count: filled)
            + String(repeating: context.glyphs.meterEmpty, count: meterWidth - filled)
        buffer.put(meter, x: area.x + 1, y: area.y + 1, style: .meter)
        buffer.put(String(tile.volume), x: area.x + 2 + meterWidth, y: area.y + 1, style: .normal)
    }
}
