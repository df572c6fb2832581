import Foundation
import Testing
import TestSupport
@testable import MediaFormats

@Suite struct Y4MTests {
    static func tiny(chroma: Y4MChroma = .yuv420(tag: "420jpeg"), frames: Int = 2) -> Y4MVideo {
        var video = Y4MVideo(width: 5, height: 3, frameRate: Y4MRatio(30000, 1001), chroma: chroma)
        let c = chroma.planeSize(width: 5, height: 3)
        for index in 0..<frames {
            video.frames.append(Y4MFrame(y: (0..<15).map { UInt8(($0 * 17 + index) & 0xFF) },
                                         u: [UInt8](repeating: UInt8(100 + index), count: c.width * c.height),
                                         v: [UInt8](repeating: UInt8(150 - index), count: c.width * c.height)))
        }
        return video
    }

    @Test func roundTripKeepsEverything() throws {
        var video = Self.tiny()
        video.frames[1].parameters = "Ixyz"
        video.otherParameters = ["XCOMMENT=hello"]
        let bytes = try video.encoded()
        #expect(String(decoding: bytes.prefix(48), as: UTF8.self).hasPrefix("YUV4MPEG2 W5 H3 F30000:1001 Ip A1:1 C420jpeg"))
        let parsed = try Y4MVideo.parse(bytes)
        #expect(parsed == video)
        #expect(try parsed.encoded() == bytes)
        #expect(abs(parsed.framesPerSecond - 29.97) < 0.01)
        // Odd sizes round the chroma planes up: 3x2 for 5x3.
        #expect(parsed.frames[0].u.count == 6)
    }

    @Test(arguments: ["420jpeg", "420paldv", "420", "420mpeg2"])
    func every420SitingReadsAs420(_ tag: String) throws {
        let text = "YUV4MPEG2 W4 H2 F25:1 C\(tag)\nFRAME\n" + String(repeating: "a", count: 8 + 2 + 2)
        let video = try Y4MVideo.parse(Array(text.utf8))
        #expect(video.chroma == .yuv420(tag: tag))
        #expect(video.frames.count == 1 && video.frames[0].y.count == 8 && video.frames[0].u.count == 2)
    }

    @Test func c444IsReadAndHalvedToI420() throws {
        var video = Self.tiny(chroma: .yuv444, frames: 1)
        video.frames[0].u = (0..<15).map { UInt8($0 * 10) }
        let parsed = try Y4MVideo.parse(try video.encoded())
        #expect(parsed.chroma == .yuv444)
        let i420 = parsed.i420(frameAt: 0)
        #expect(i420.count == 15 + 6 + 6)
        // The first chroma sample averages pixels (0,0), (1,0), (0,1), (1,1): 0, 10, 50, 60.
        #expect(i420[15] == 30)
    }

    @Test func missingHeaderFieldsHaveDefaults() throws {
        let video = try Y4MVideo.parse(Array("YUV4MPEG2 W2 H2\nFRAME\nabcdef".utf8))
        #expect(video.frameRate == Y4MRatio(25, 1))
        #expect(video.chroma == .yuv420(tag: "420jpeg"))
        #expect(video.interlacing == nil && video.pixelAspect == nil)
        #expect(video.frames.count == 1)
    }

    @Test func frameParametersAreKept() throws {
        let video = try Y4MVideo.parse(Array("YUV4MPEG2 W2 H2 F1:1\nFRAME Ip XFOO\nabcdefFRAME\nghijkl".utf8))
        #expect(video.frames.map(\.parameters) == ["Ip XFOO", ""])
        #expect(video.frames[1].y == Array("ghij".utf8))
    }

    @Test(arguments: [
        ("NOTY4M W2 H2\n", MediaFormatError.wrongMagic("expected YUV4MPEG2")),
        ("YUV4MPEG2X W2\n", .wrongMagic("expected YUV4MPEG2 followed by a space")),
        ("YUV4", .truncated("Y4M header")),
        ("YUV4MPEG2 W2 H2", .truncated("Y4M header has no end")),
        ("YUV4MPEG2 H2 F1:1\n", .malformed("missing width W")),
        ("YUV4MPEG2 W2 F1:1\n", .malformed("missing height H")),
        ("YUV4MPEG2 W0 H2\n", .malformed("width W 0")),
        ("YUV4MPEG2 W2 H-4\n", .malformed("height H -4")),
        ("YUV4MPEG2 W2 Habc\n", .malformed("height H abc")),
        ("YUV4MPEG2 W99999 H2\n", .malformed("width W 99999 is larger than 16384")),
        ("YUV4MPEG2 W2 H2 F0:1\n", .malformed("frame rate F0:1")),
        ("YUV4MPEG2 W2 H2 F25\n", .malformed("frame rate F25")),
        ("YUV4MPEG2 W2 H2 Iz\n", .malformed("interlacing Iz")),
        ("YUV4MPEG2 W2 H2 C422\n", .unsupported("chroma C422 (only 4:2:0 and 4:4:4, 8-bit)")),
        ("YUV4MPEG2 W2 H2 Cmono\n", .unsupported("chroma Cmono (only 4:2:0 and 4:4:4, 8-bit)")),
        ("YUV4MPEG2 W2 H2 C420p10\n", .unsupported("chroma C420p10 (only 4:2:0 and 4:4:4, 8-bit)")),
        ("YUV4MPEG2 W2 H2\nFRAME\nabc", .truncated("frame 0: 3 of 6 bytes")),
        ("YUV4MPEG2 W2 H2\nFRAME\nabcdefFRA", .truncated("frame 1: FRAME marker cut short")),
        ("YUV4MPEG2 W2 H2\nFRAME", .truncated("frame 0: FRAME line has no end")),
        ("YUV4MPEG2 W2 H2\nFRAMEX\nabcdef", .malformed("frame 0: bad FRAME parameters")),
        ("YUV4MPEG2 W2 H2\nframe\nabcdef", .malformed("frame 0: expected FRAME at byte 16")),
        ("YUV4MPEG2 W2 H2\nFRAME\nabcdefgarbage", .malformed("frame 1: expected FRAME at byte 28")),
    ])
    func malformedInputIsRejectedWithTheReason(_ text: String, _ expected: MediaFormatError) {
        #expect(throws: expected) { try Y4MVideo.parse(Array(text.utf8)) }
    }

    /// A frame rate a player would schedule frames at without bound (or never) is refused, with the range.
    @Test(arguments: ["F4294967295:1", "F241:1", "F1:2", "F1:4294967295", "F9223372036854775807:1"])
    func frameRatesOutsideOneTo240AreRefused(_ rate: String) {
        #expect(throws: MediaFormatError.malformed("frame rate \(rate) is outside 1…240 fps")) {
            try Y4MVideo.parse(Array("YUV4MPEG2 W2 H2 \(rate)\n".utf8))
        }
    }

    @Test(arguments: ["F1:1", "F240:1", "F30000:1001", "F480:2"])
    func frameRatesFromOneTo240AreRead(_ rate: String) throws {
        let video = try Y4MVideo.parse(Array("YUV4MPEG2 W2 H2 \(rate)\nFRAME\nabcdef".utf8))
        #expect((1...240).contains(video.framesPerSecond))
    }

    @Test func aHeaderWithoutNewlineThatGoesOnIsMalformed() {
        let bytes = Array("YUV4MPEG2 W2 H2 ".utf8) + [UInt8](repeating: 0x41, count: 5000)
        #expect(throws: MediaFormatError.malformed("Y4M header line too long")) { try Y4MVideo.parse(bytes) }
    }

    @Test func writingRefusesPlanesThatDoNotFit() {
        var video = Self.tiny()
        video.frames[0].u.removeLast()
        #expect(throws: MediaFormatError.self) { try video.encoded() }
        var zero = Self.tiny()
        zero.width = 0
        #expect(throws: MediaFormatError.malformed("size 0x3")) { try zero.encoded() }
    }

    @Test func fileReadAndWriteReportIOProblems() throws {
        let scratch = try ScratchDirectory(prefix: "y4m")
        defer { scratch.remove() }
        let directory = scratch.path
        let path = directory + "/clip.y4m"
        try Self.tiny().write(to: path)
        #expect(try Y4MVideo.read(contentsOf: path) == Self.tiny())
        #expect(throws: MediaFormatError.io(directory + "/none.y4m: no such file")) {
            try Y4MVideo.read(contentsOf: directory + "/none.y4m")
        }
        #expect(throws: MediaFormatError.self) { try Y4MVideo.read(contentsOf: path, maximumBytes: 10) }
        #expect(throws: MediaFormatError.io(directory + "/missing: no such directory")) {
            try Self.tiny().write(to: directory + "/missing/clip.y4m")
        }
    }
}
