import APIExample

/// The stats overlay's lines, in the original StatisticsInfo's order — with the local tile's video stats and
/// send loss fed for real instead of `0×0` and "MISSING" — after the case's notes.
enum TileStatsFormatter {
    /// At most `rows` lines. The notes go first, but yield first: they leave the stats' first lines their rows
    /// (in a small tile, 80×24, all of them), so a case's notes never push its figures out of view.
    static func lines(for tile: VideoTile, context: RenderContext, rows: Int = .max) -> [String] {
        let notes = tile.notes.map { note($0, volume: tile.volume, context: context) }
        // A view without the SDK's overlay (a player's, the app's own renderer) still shows what the case notes.
        guard tile.showsStats else { return Array(notes.prefix(max(0, rows))) }
        let stats = statsLines(for: tile, context: context)
        let kept = min(stats.count, keptStatsRows)
        let noteRows = min(notes.count, max(0, rows - kept))
        return Array((notes.prefix(noteRows) + stats).prefix(max(0, rows)))
    }

    /// The stats' lines no note displaces: the size and the first figures (delay and send bitrate, or receive).
    static let keptStatsRows = 2

    private static func statsLines(for tile: VideoTile, context: RenderContext) -> [String] {
        let s = tile.stats
        let t = context.text
        var lines: [String] = []
        if s.firstFrameTime > 0 { lines.append(t.format("tile.firstFrame", String(s.firstFrameTime))) }
        if tile.isLocal {
            if !tile.audioOnly { lines.append("\(s.width)x\(s.height),\(s.frameRate)fps") }
            lines.append(t.format("tile.lmDelay", String(s.lastmileDelay)))
            if !tile.audioOnly { lines.append(t.format("tile.vSend", String(s.videoBitrate))) }
            lines.append(t.format("tile.aSend", String(s.audioBitrate)))
            lines.append(t.format("tile.cpu", percent(s.cpuApp), percent(s.cpuTotal)))
            if !tile.audioOnly { lines.append(t.format("tile.vSendLoss", String(s.videoLoss))) }
            lines.append(t.format("tile.aSendLoss", String(s.audioLoss)))
        } else {
            if !tile.audioOnly { lines.append("\(s.width)x\(s.height), \(s.frameRate)fps") }
            if !tile.audioOnly { lines.append(t.format("tile.vRecv", String(s.videoBitrate))) }
            lines.append(t.format("tile.aRecv", String(s.audioBitrate)))
            if !tile.audioOnly { lines.append(t.format("tile.vLoss", String(s.videoLoss))) }
            lines.append(t.format("tile.aLoss", String(s.audioLoss)))
            lines.append(t.format("tile.aQuality", t("quality." + String(min(max(s.audioQuality, 0), 6)))))
            if s.join2Success > 0 { lines.append(t.format("tile.join2Success", String(s.join2Success))) }
        }
        return lines
    }

    /// A case's line: text, or a label with a ten-cell meter of the tile's volume and the number.
    private static func note(_ note: TileNote, volume: Int, context: RenderContext) -> String {
        let label = note.text(context.text)
        guard note.kind == .volumeMeter else { return label }
        let filled = min(10, max(0, volume) * 10 / 255)
        return label + " " + String(repeating: context.glyphs.meterFull, count: filled)
            + String(repeating: context.glyphs.meterEmpty, count: 10 - filled) + " " + String(volume)
    }

    private static func percent(_ value: Double) -> String {
        String((value * 10).rounded() / 10)
    }
}
