import AgoraRtcSim
import APIExample
import TerminalKit

/// One user's tile: a box titled with uid and role, the live picture (or a volume meter for audio-only users),
/// and the stats overlay in the bottom-left corner, as in the original's VideoView.
enum TileView {
    static func draw(_ tile: VideoTile, role: String?, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        let t = context.text
        let who = tile.isLocal ? t("tile.local") : t("tile.remote")
        let title = tile.titleKey.map { t($0) } ?? ("uid \(tile.uid) " + (tile.account.map { "(\($0)) " } ?? "") + who
            + (role.map { " " + $0 } ?? "") + (tile.channel.map { " " + t.format("tile.inChannel", $0) } ?? ""))
        buffer.box(area, glyphs: context.glyphs, style: tile.isLocal ? .accent : .border, title: title)
        let inner = area.inset(by: 1)
        guard !inner.isEmpty else { return }

        let stats = { (rows: Int) in TileStatsFormatter.lines(for: tile, context: context, rows: rows) }
        if tile.audioOnly {
            drawAudioOnly(tile, in: &buffer, area: inner, context: context)
            drawStats(stats(inner.height - 2), in: &buffer,
                      area: Rect(x: inner.x, y: inner.y + 2, width: inner.width, height: inner.height - 2))
        } else if context.capturingScreen && tile.showsCapturedScreen {
            let message = t("tile.capturedScreen")
            buffer.put(message, x: inner.x + max(0, (inner.width - DisplayWidth.of(message)) / 2),
                       y: inner.y + inner.height / 2, style: .dim, maxWidth: inner.width)
        } else if let frame = tile.latestFrame {
            let beside = stats(inner.height)
            let statsWidth = min(beside.map(DisplayWidth.of).max() ?? 0, inner.width / 2)
            let gap = statsWidth > 0 ? 1 : 0
            if inner.width - statsWidth - gap >= minimumPictureWidth {
                // Stats in a column on the left, the picture beside them: nothing covered.
                let side = Rect(x: inner.x + statsWidth + gap, y: inner.y, width: inner.width - statsWidth - gap,
                                height: inner.height)
                drawPicture(frame, of: tile, in: &buffer, canvas: side, context: context)
                drawStats(beside, in: &buffer, area: Rect(x: inner.x, y: inner.y, width: statsWidth, height: inner.height))
            } else {
                // Overlaid on the picture's lower left, as the original does, keeping two rows of picture clear.
                drawPicture(frame, of: tile, in: &buffer, canvas: inner, context: context)
                let over = stats(max(1, inner.height - 2))
                drawStats(over, in: &buffer, area: Rect(x: inner.x, y: inner.maxY - over.count, width: inner.width, height: over.count))
            }
        } else {
            CanvasBackground.draw(tile.canvasColor, in: &buffer, area: inner, glyphs: context.glyphs)
            let message = t(tile.placeholderKey ?? "tile.waiting")
            buffer.put(message, x: inner.x + max(0, (inner.width - DisplayWidth.of(message)) / 2),
                       y: inner.y, style: .dim, maxWidth: inner.width)
            drawStats(stats(inner.height - 1), in: &buffer,
                      area: Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: inner.height - 1))
        }
    }

    /// The SDK-rendered picture in the usual ASCII ramp, kept to its shape inside `canvas` with the canvas's
    /// background around it (and through it, where the picture has alpha and is transparent), or, for a view the case renders itself with its own renderer, exactly the text the
    /// case drew for this area.
    private static func drawPicture(_ frame: AgoraSimVideoFrame, of tile: VideoTile, in buffer: inout CellBuffer, canvas: Rect,
                                    context: RenderContext) {
        let rect = AsciiVideo.pictureRect(for: frame, in: canvas)
        CanvasBackground.draw(tile.canvasColor, in: &buffer, area: canvas, around: rect, glyphs: context.glyphs)
        guard let lines = tile.appView?.renderedText(columns: rect.width, rows: rect.height) else {
            AsciiVideo.draw(frame, in: &buffer, rect: rect, glyphs: context.glyphs,
                            transparent: CanvasBackground.cell(tile.canvasColor, glyphs: context.glyphs) ?? .blank)
            return
        }
        for (row, line) in lines.prefix(rect.height).enumerated() {
            buffer.put(line, x: rect.x, y: rect.y + row, style: .video, maxWidth: rect.width)
        }
    }

    /// Narrower than this, a picture beside the stats says nothing; the stats go over it instead.
    static let minimumPictureWidth = 8

    /// The first lines that fit (size, frame rate and bitrates matter most), from the top of `area`.
    private static func drawStats(_ lines: [String], in buffer: inout CellBuffer, area: Rect) {
        guard !area.isEmpty else { return }
        for (offset, line) in lines.prefix(area.height).enumerated() {
            buffer.put(line, x: area.x, y: area.y + offset, style: .accent, maxWidth: area.width)
        }
    }

    private static func drawAudioOnly(_ tile: VideoTile, in buffer: inout CellBuffer, area: Rect, context: RenderContext) {
        let t = context.text
        buffer.put(t(tile.meterLabelKey ?? "tile.audioOnly"), x: area.x + 1, y: area.y, style: .title, maxWidth: area.width - 1)
        guard area.height > 1 else { return }
        let meterWidth = max(1, area.width - 8)
        let filled = min(meterWidth, tile.volume * meterWidth / 255)
        let meter = String(repeating: context.glyphs.meterFull, count: filled)
            + String(repeating: context.glyphs.meterEmpty, count: meterWidth - filled)
        buffer.put(meter, x: area.x + 1, y: area.y + 1, style: .meter)
        buffer.put(String(tile.volume), x: area.x + 2 + meterWidth, y: area.y + 1, style: .normal)
    }
}
