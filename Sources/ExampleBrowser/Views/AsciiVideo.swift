import AgoraRtcSim
import TerminalKit

/// Draws a video frame as characters, letterboxed so the picture keeps its shape (a terminal cell is about
/// twice as tall as it is wide), which makes orientation visible: portrait frames stand upright.
enum AsciiVideo {
    /// The cells the picture occupies inside `area` at its aspect ratio, centred.
    static func pictureRect(for frame: AgoraSimVideoFrame, in area: Rect) -> Rect {
        guard !area.isEmpty, frame.width > 0, frame.height > 0 else { return Rect(x: area.x, y: area.y, width: 0, height: 0) }
        let pictureAspect = Double(frame.width) / Double(frame.height)
        var columns = area.width
        var rows = Int((Double(columns) / pictureAspect / 2).rounded())
        if rows > area.height {
            rows = area.height
            columns = min(area.width, Int((Double(rows) * 2 * pictureAspect).rounded()))
        }
        rows = max(1, rows)
        columns = max(1, columns)
        return Rect(x: area.x + (area.width - columns) / 2, y: area.y + (area.height - rows) / 2, width: columns, height: rows)
    }

    /// Fills `rect` (normally a `pictureRect`) with the frame, sampled cell by cell. Where a frame with alpha is
    /// transparent the cell is `transparent` instead: the tile's own background, so the shape is cut out of it.
    static func draw(_ frame: AgoraSimVideoFrame, in buffer: inout CellBuffer, rect: Rect, glyphs: GlyphSet,
                     transparent: Cell = .blank) {
        guard !rect.isEmpty, frame.lumaWidth > 0, frame.lumaHeight > 0 else { return }
        let rows = rect.height, columns = rect.width, left = rect.x, top = rect.y
        let ramp = glyphs.lumaRamp
        var clear: [Int] = []
        for row in 0..<rows {
            let sourceY = min(frame.lumaHeight - 1, row * frame.lumaHeight / rows)
            var line = ""
            line.reserveCapacity(columns)
            clear.removeAll(keepingCapacity: true)
            for column in 0..<columns {
                let sourceX = min(frame.lumaWidth - 1, column * frame.lumaWidth / columns)
                let luma = Int(frame.luma[sourceY * frame.lumaWidth + sourceX])
                line += ramp[luma * ramp.count / 256]
                if frame.alpha != nil, !frame.isOpaqueAt(x: sourceX, y: sourceY) { clear.append(column) }
            }
            buffer.put(line, x: left, y: top + row, style: .video)
            for column in clear where buffer.contains(x: left + column, y: top + row) {
                buffer[left + column, top + row] = transparent
            }
        }
    }
}
