import AgoraRtcSim

/// The case's own renderer, in place of the original's Metal view. It is the raw video frame observer: it asks
/// for NV12 frames of remote users before rendering, read-only, keeps the current user's latest picture and
/// draws it as an outline: edges as `-` `|` `/` `\`, flat areas as sparse dots. No SDK view is involved.
final class AsciiOutlineView: AgoraVideoFrameDelegate {
    /// What the tile shows; it calls `outline` with the size it has.
    let view = AppVideoView(textRenderer: AsciiOutlineView.outline)
    /// The remote user being rendered; nil renders nothing.
    private let renderUid = Locked<UInt?>(nil)

    /// Starts rendering `uid` (the newest remote user takes over, as in the original).
    func startRender(uid: UInt) {
        renderUid.withLock { $0 = uid }
    }

    /// Stops rendering and blanks the view, whoever was shown.
    func stopRender() {
        renderUid.withLock { $0 = nil }
        view.clear()
    }

    // MARK: AgoraVideoFrameDelegate

    func getVideoFormatPreference() -> AgoraVideoFormat { .cvPixelNV12 }
    func getObservedFramePosition() -> AgoraVideoFramePosition { .preRenderer }
    func getVideoFrameProcessMode() -> AgoraVideoFrameProcessMode { .readOnly }
    func onCapture(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool { true }
    func onPreEncode(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool { true }

    /// Frames of other users are ignored. The NV12 buffers become the picture: Y as it is, U and V split out
    /// of their interleaved plane (the original builds its Y and UV textures the same way), then turned upright
    /// by the rotation the frame still needs; like the original, a rotation other than 0, 90, 180 or 270 is
    /// dropped.
    func onRenderVideoFrame(_ videoFrame: AgoraOutputVideoFrame, uid: UInt, channelId: String) -> Bool {
        let rotation = Int(videoFrame.rotation)
        guard renderUid.withLock({ $0 }) == uid, videoFrame.format == .NV12, [0, 90, 180, 270].contains(rotation)
        else { return true }
        let width = Int(videoFrame.width), height = Int(videoFrame.height)
        let yStride = Int(videoFrame.yStride), uvStride = Int(videoFrame.uStride)
        let cw = (width + 1) / 2, ch = (height + 1) / 2
        guard videoFrame.yBuffer.count >= yStride * height, videoFrame.uBuffer.count >= uvStride * ch else { return true }
        var luma = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width { luma[row * width + column] = videoFrame.yBuffer[row * yStride + column] }
        }
        var u = [UInt8](repeating: 128, count: cw * ch), v = u
        for row in 0..<ch {
            for column in 0..<cw {
                u[row * cw + column] = videoFrame.uBuffer[row * uvStride + column * 2]
                v[row * cw + column] = videoFrame.uBuffer[row * uvStride + column * 2 + 1]
            }
        }
        let upright = rotation % 180 == 0 ? (width: width, height: height) : (width: height, height: width)
        view.display(AgoraSimVideoFrame(
            width: upright.width, height: upright.height, lumaWidth: upright.width, lumaHeight: upright.height,
            luma: Self.rotated(luma, width: width, height: height, clockwise: rotation),
            chromaU: Self.rotated(u, width: cw, height: ch, clockwise: rotation),
            chromaV: Self.rotated(v, width: cw, height: ch, clockwise: rotation),
            timestampMs: Int(videoFrame.renderTimeMs), uid: uid))
        return true
    }

    /// `plane` (`width`×`height`, row-major) turned clockwise by 0, 90, 180 or 270 degrees.
    static func rotated(_ plane: [UInt8], width: Int, height: Int, clockwise degrees: Int) -> [UInt8] {
        guard degrees != 0 else { return plane }
        var out = plane
        for y in 0..<height {
            for x in 0..<width {
                let target = switch degrees {
                case 90: x * height + (height - 1 - y)
                case 180: (height - 1 - y) * width + (width - 1 - x)
                default: (width - 1 - x) * height + y
                }
                out[target] = plane[y * width + x]
            }
        }
        return out
    }

    // MARK: drawing

    /// Edge strength (a Sobel sum over cell averages, 0…1020) above which a cell is drawn as an edge.
    static let edgeThreshold = 150

    /// The picture as an outline in `columns`×`rows` cells: each cell averages its block of pixels, edges
    /// between cells get a stroke along the edge, the rest a dot by brightness.
    @Sendable static func outline(_ frame: AgoraSimVideoFrame, columns: Int, rows: Int) -> [String] {
        guard frame.lumaWidth > 0, frame.lumaHeight > 0, columns > 0, rows > 0 else { return [] }
        var cells = [Int](repeating: 0, count: columns * rows)
        for row in 0..<rows {
            let y0 = row * frame.lumaHeight / rows, y1 = max(y0 + 1, (row + 1) * frame.lumaHeight / rows)
            for column in 0..<columns {
                let x0 = column * frame.lumaWidth / columns, x1 = max(x0 + 1, (column + 1) * frame.lumaWidth / columns)
                var sum = 0
                for y in y0..<y1 { for x in x0..<x1 { sum += Int(frame.lumaAt(x: x, y: y)) } }
                cells[row * columns + column] = sum / ((y1 - y0) * (x1 - x0))
            }
        }
        func at(_ column: Int, _ row: Int) -> Int {
            cells[min(rows - 1, max(0, row)) * columns + min(columns - 1, max(0, column))]
        }
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let gx = at(column + 1, row - 1) + 2 * at(column + 1, row) + at(column + 1, row + 1)
                    - at(column - 1, row - 1) - 2 * at(column - 1, row) - at(column - 1, row + 1)
                let gy = at(column - 1, row + 1) + 2 * at(column, row + 1) + at(column + 1, row + 1)
                    - at(column - 1, row - 1) - 2 * at(column, row - 1) - at(column + 1, row - 1)
                line.append(stroke(gx: gx, gy: gy, luma: at(column, row)))
            }
            lines.append(line)
        }
        return lines
    }

    /// A stroke across the gradient; cells are about twice as tall as wide, so vertical change counts double.
    private static func stroke(gx: Int, gy: Int, luma: Int) -> Character {
        let ax = abs(gx), ay = abs(gy) * 2
        guard ax + ay / 2 >= edgeThreshold else { return luma > 170 ? ":" : luma > 110 ? "." : " " }
        if ax > ay * 2 { return "|" }
        if ay > ax * 2 { return "-" }
        // Screen y grows downwards: brighter towards right and bottom (or left and top) is a "/" edge.
        return (gx > 0) == (gy > 0) ? "/" : "\\"
    }
}
