import Foundation
import Testing
import TestSupport
@testable import MediaFormats

@Suite struct NetpbmImageTests {
    @Test func pgmAndPpmRoundTrip() throws {
        let grey = NetpbmImage(kind: .graymap, width: 3, height: 2, pixels: [0, 50, 100, 150, 200, 255])
        let bytes = try grey.encoded()
        #expect(Array(bytes.prefix(11)) == Array("P5\n3 2\n255\n".utf8))
        #expect(try NetpbmImage.parse(bytes) == grey)
        let colour = NetpbmImage(kind: .pixmap, width: 2, height: 1, pixels: [255, 0, 0, 0, 0, 255])
        #expect(try NetpbmImage.parse(try colour.encoded()) == colour)
        #expect(colour.kind.fileExtension == "ppm" && grey.kind.fileExtension == "pgm")
    }

    @Test func commentsAndOtherWhitespaceAreRead() throws {
        let bytes = Array("P6 # made by hand\n2\t1 # size\n# max next\n255\n".utf8) + [1, 2, 3, 4, 5, 6]
        let image = try NetpbmImage.parse(bytes)
        #expect(image.width == 2 && image.height == 1 && image.pixels == [1, 2, 3, 4, 5, 6])
    }

    @Test(arguments: [
        ("P3\n1 1\n255\n0 0 0\n", MediaFormatError.unsupported("Netpbm P3 (only binary P5 and P6)")),
        ("GIF89a", .wrongMagic("expected P5 or P6")),
        ("P", .truncated("Netpbm magic")),
        ("P5\n2", .truncated("Netpbm header: no height")),
        ("P5\n2 x\n", .malformed("Netpbm header: height is not a number")),
        ("P5\n0 2 255\n", .malformed("size 0x2")),
        ("P5\n2 2 65535\n", .unsupported("16-bit samples (maxval 65535)")),
        ("P5\n2 2 255", .truncated("Netpbm header")),
        ("P5\n2 2 255\nab", .truncated("2 of 4 sample bytes")),
    ])
    func badFilesAreRejected(_ text: String, _ expected: MediaFormatError) {
        #expect(throws: expected) { try NetpbmImage.parse(Array(text.utf8)) }
    }

    @Test func writingChecksTheSampleCount() {
        #expect(throws: MediaFormatError.self) {
            try NetpbmImage(kind: .pixmap, width: 2, height: 2, pixels: [1, 2, 3]).encoded()
        }
    }

    @Test func anUnwritableDirectoryIsAnIOError() throws {
        let image = NetpbmImage(kind: .graymap, width: 1, height: 1, pixels: [9])
        #expect(throws: MediaFormatError.io("/nonexistent-dir-for-test: no such directory")) {
            try image.write(to: "/nonexistent-dir-for-test/a.pgm")
        }
        let scratch = try ScratchDirectory(prefix: "pgm")
        defer { scratch.remove() }
        let path = scratch.file("a.pgm")
        try image.write(to: path)
        #expect(try NetpbmImage.read(contentsOf: path) == image)
    }
}
