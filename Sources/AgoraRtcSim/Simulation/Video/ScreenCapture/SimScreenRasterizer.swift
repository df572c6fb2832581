/// Turns a text screen into a picture: each cell becomes a block of `cellWidth`×`cellHeight` pixels, the glyph's
/// share of ink painted in its colour over the cell's background. Which pixels of a block are inked follows a fixed
/// ordered-dither rank, so a cell half inked is a checkerboard, not a half block, and the same cell always gives
/// the same block. The chroma stays neutral: the screen's brightness is what the tiles draw.
enum SimScreenRasterizer {
    /// A terminal cell is about twice as tall as wide.
    static let cellWidth = 4
    static let cellHeight = 8
    /// Rank of each pixel of a block (row-major), 0 inked first: a 4×8 ordered dither, two 4×4 Bayer tiles, the
    /// lower one offset by half a step, so the 32 ranks are distinct.
    private static let rank: [Int] = {
        let bayer4: [Int] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]
        var ranks: [Int] = []
        for row in 0..<cellHeight {
            for column in 0..<cellWidth {
                let base: Int = bayer4[(row % 4) * 4 + column]
                ranks.append(base * 2 + row / 4)
            }
        }
        return ranks
    }()

    /// How many of a block's pixels a cell's ink covers.
    static func inkedPixels(_ ink: UInt8) -> Int {
        (Int(ink) * cellWidth * cellHeight + 127) / 255
    }

    /// The screen as a frame of nominal size `width`×`height`, its raster one block per cell. Blank and full cells
    /// (most of a text screen) are filled a row at a time; only partly inked ones are dithered pixel by pixel.
    static func frame(_ image: AgoraSimScreenImage, width: Int, height: Int, timestampMs: Int, uid: UInt) -> AgoraSimVideoFrame {
        let lumaWidth = max(1, image.columns) * cellWidth, lumaHeight = max(1, image.rows) * cellHeight
        var luma = [UInt8](repeating: 16, count: lumaWidth * lumaHeight)
        if image.cells.count == image.columns * image.rows {
            luma.withUnsafeMutableBufferPointer { out in
                image.cells.withUnsafeBufferPointer { cells in
                    rank.withUnsafeBufferPointer { rank in
                        for row in 0..<image.rows {
                            for column in 0..<image.columns {
                                let cell = cells[row * image.columns + column]
                                let inked = inkedPixels(cell.ink)
                                let origin = row * cellHeight * lumaWidth + column * cellWidth
                                for y in 0..<cellHeight {
                                    let start = origin + y * lumaWidth
                                    if inked == 0 || inked == cellWidth * cellHeight {
                                        let value = inked == 0 ? cell.background : cell.foreground
                                        for x in 0..<cellWidth { out[start + x] = value }
                                    } else {
                                        for x in 0..<cellWidth {
                                            out[start + x] = rank[y * cellWidth + x] < inked ? cell.foreground : cell.background
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return AgoraSimVideoFrame(width: width, height: height, lumaWidth: lumaWidth, lumaHeight: lumaHeight,
                                  luma: luma, timestampMs: timestampMs, uid: uid)
    }

    /// What a capture with no screen to read sends: black at a small raster.
    static func black(width: Int, height: Int, timestampMs: Int, uid: UInt) -> AgoraSimVideoFrame {
        frame(AgoraSimScreenImage(generation: -1, columns: 16, rows: 9, cells: []), width: width, height: height,
              timestampMs: timestampMs, uid: uid)
    }
}
