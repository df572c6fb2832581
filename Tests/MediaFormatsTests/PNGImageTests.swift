import Foundation
import Testing
import TestSupport
@testable import MediaFormats

/// The PNG writer against the format's fixed points (signature, IEND's well-known CRC, a zlib stream in IDAT) and
/// the reader against files it did not write (every row filter), so the two cannot agree on a mistake.
@Suite struct PNGImageTests {
    @Test func rgbAndGreyscaleRoundTrip() throws {
        let colour = PNGImage(kind: .rgb, width: 2, height: 2, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 8, 7])
        let bytes = try colour.encoded()
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: length 13, then the type, 2×2, depth 8, colour type 2 (RGB).
        #expect(Array(bytes[8..<29]) == [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0])
        // The IEND chunk's CRC is the same in every PNG.
        #expect(Array(bytes.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
        let idat = try #require(bytes.indices.first { Array(bytes[$0..<min(bytes.count, $0 + 4)]) == Array("IDAT".utf8) })
        #expect(bytes[idat + 4] == 0x78, "IDAT holds a zlib stream")
        #expect(try PNGImage.parse(bytes) == colour)
        let grey = PNGImage(kind: .greyscale, width: 3, height: 1, pixels: [0, 128, 255])
        #expect(try PNGImage.parse(try grey.encoded()) == grey)
    }

    /// The reader's size limit holds before anything is inflated.
    @Test func anImageLargerThanTheReaderTakesIsRefusedFromItsHeader() throws {
        let grey = try PNGImage(kind: .greyscale, width: 3, height: 1, pixels: [0, 128, 255]).encoded()
        #expect(throws: MediaFormatError.self) { try PNGImage.parse(grey, maximumPixels: 2) }
        #expect(try PNGImage.parse(grey, maximumPixels: 3).width == 3)
    }

    @Test func everyRowFilterIsUndone() throws {
        // Greyscale 3×5, one row per filter type, filtered by hand from these pixels.
        let pixels: [[Int]] = [[10, 20, 30], [15, 25, 35], [40, 30, 20], [5, 200, 100], [90, 91, 250]]
        func at(_ row: Int, _ column: Int) -> Int { row < 0 || column < 0 ? 0 : pixels[row][column] }
        func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
            let p = a + b - c
            let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
            return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        }
        var raw: [UInt8] = []
        for (row, filter) in [0, 1, 2, 3, 4].enumerated() {
            raw.append(UInt8(filter))
            for column in 0..<3 {
                let (left, up, upLeft) = (at(row, column - 1), at(row - 1, column), at(row - 1, column - 1))
                let predictor = [0, left, up, (left + up) / 2, paeth(left, up, upLeft)][filter]
                raw.append(UInt8(truncatingIfNeeded: pixels[row][column] - predictor))
            }
        }
        let header = PNGImage.bigEndian(3) + PNGImage.bigEndian(5) + [8, 0, 0, 0, 0]
        let file = PNGImage.signature + PNGImage.chunk("IHDR", header) + PNGImage.chunk("tEXt", Array("a\u{0}b".utf8))
            + PNGImage.chunk("IDAT", try PNGImage.deflate(raw)) + PNGImage.chunk("IEND", [])
        let image = try PNGImage.parse(file)
        #expect(image.pixels == pixels.flatMap { $0.map(UInt8.init) })
    }

    @Test func aDamagedFileIsRejected() throws {
        var bytes = try PNGImage(kind: .rgb, width: 4, height: 4, pixels: Array(repeating: 7, count: 48)).encoded()
        #expect(throws: MediaFormatError.wrongMagic("expected a PNG signature")) { try PNGImage.parse(Array(bytes.dropFirst())) }
        bytes[40] ^= 0xFF
        #expect(throws: MediaFormatError.malformed("PNG chunk CRC")) { try PNGImage.parse(bytes) }
        #expect(throws: MediaFormatError.self) { try PNGImage.parse(Array(bytes.prefix(30))) }
        #expect(throws: MediaFormatError.self) { try PNGImage(kind: .rgb, width: 2, height: 2, pixels: [1]).encoded() }
    }
}
