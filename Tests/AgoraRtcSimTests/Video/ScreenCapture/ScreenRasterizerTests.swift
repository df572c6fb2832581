import Testing
@testable import AgoraRtcSim

/// The screen rasteriser: a known cell grid gives known luma blocks, 4×8 pixels a cell.
@Suite struct ScreenRasterizerTests {
    static let ink = AgoraSimScreenCell(ink: 255, foreground: 235, background: 16)
    static let blank = AgoraSimScreenCell(ink: 0, foreground: 235, background: 40)
    static let half = AgoraSimScreenCell(ink: 128, foreground: 200, background: 20)

    static func block(_ frame: AgoraSimVideoFrame, column: Int, row: Int) -> [UInt8] {
        (0..<8).flatMap { y in (0..<4).map { x in frame.lumaAt(x: column * 4 + x, y: row * 8 + y) } }
    }

    @Test func eachCellIsABlockOfItsInkAndPaper() {
        let image = AgoraSimScreenImage(generation: 1, columns: 3, rows: 2,
                                        cells: [Self.ink, Self.blank, Self.half, Self.blank, Self.ink, Self.blank])
        let frame = SimScreenRasterizer.frame(image, width: 960, height: 540, timestampMs: 5, uid: 9)
        #expect(frame.lumaWidth == 12 && frame.lumaHeight == 16)
        #expect(frame.width == 960 && frame.height == 540 && frame.uid == 9 && frame.timestampMs == 5)
        #expect(Self.block(frame, column: 0, row: 0) == Array(repeating: 235, count: 32), "a full block is all ink")
        #expect(Self.block(frame, column: 1, row: 0) == Array(repeating: 40, count: 32), "a space is all paper")
        #expect(Self.block(frame, column: 1, row: 1) == Array(repeating: 235, count: 32))
        let halfBlock = Self.block(frame, column: 2, row: 0)
        #expect(halfBlock.filter { $0 == 200 }.count == 16 && halfBlock.filter { $0 == 20 }.count == 16)
        // Dithered, not a half block: each row of the block has ink and paper.
        for y in 0..<8 {
            let row = halfBlock[(y * 4)..<(y * 4 + 4)]
            #expect(row.contains(200) && row.contains(20), "row \(y): \(Array(row))")
        }
        #expect(frame.chromaU.allSatisfy { $0 == 128 } && frame.chromaV.allSatisfy { $0 == 128 })
    }

    @Test func inkCoversItsShareOfTheBlock() {
        #expect(SimScreenRasterizer.inkedPixels(0) == 0)
        #expect(SimScreenRasterizer.inkedPixels(64) == 8)
        #expect(SimScreenRasterizer.inkedPixels(255) == 32)
        // The same cell always gives the same block.
        let image = AgoraSimScreenImage(generation: 1, columns: 1, rows: 1, cells: [Self.half])
        #expect(SimScreenRasterizer.frame(image, width: 4, height: 8, timestampMs: 0, uid: 0).luma
                == SimScreenRasterizer.frame(image, width: 4, height: 8, timestampMs: 1, uid: 0).luma)
    }
}
