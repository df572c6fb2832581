import Foundation
import MediaDecoding
import MediaFormats
import Testing

/// The committed alpha-stitched sample (TransparentRender's clip): what it holds and what it decodes to, compared
/// with the drawing, never its bytes.
@Suite struct SampleAlphaClipTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Media/" + SampleAlphaClip.fileName).path

    @Test func theDrawingPutsTheAlphaAsLumaOnTheRight() {
        let w = SampleAlphaClip.stitchedWidth, h = SampleAlphaClip.height
        let i420 = SampleAlphaClip.i420(7)
        #expect(i420.count == w * h + 2 * (w / 2) * ((h + 1) / 2))
        let alpha = SampleAlphaClip.alpha(7)
        for y in 0..<h {
            #expect(Array(i420[(y * w + w / 2)..<((y + 1) * w)]) == Array(alpha[(y * w / 2)..<((y + 1) * w / 2)]), "row \(y)")
        }
        // The ring, its hole and the backdrop are all there.
        let c = SampleAlphaClip.centre(7)
        #expect(SampleAlphaClip.isOpaque(7, x: c.x + 20, y: c.y) && !SampleAlphaClip.isOpaque(7, x: c.x, y: c.y))
        #expect(!SampleAlphaClip.isOpaque(7, x: c.x + 40, y: c.y))
    }

    @Test func isOneH264VideoStreamOf320x90At15Fps() throws {
        let file = try MediaFile.open(Self.path)
        #expect(abs((file.info.durationMilliseconds ?? 0) - SampleAlphaClip.durationMilliseconds) <= 50, "\(file.info)")
        #expect(file.info.streams.map(\.kind) == [.video] && file.info.streams.map(\.codecName) == ["h264"])
        let video = file.info.streams[0]
        #expect(video.width == 320 && video.height == 90 && abs(video.frameRate - 15) < 0.01, "\(video)")
    }

    @Test func everyFrameDecodesToTheDrawnPictureAndAlpha() throws {
        let file = try MediaFile.open(Self.path)
        let w = SampleAlphaClip.stitchedWidth, half = SampleAlphaClip.width, h = SampleAlphaClip.height
        var index = 0
        while let frame = try file.nextVideoFrame(width: w, height: h) {
            #expect(abs(frame.ptsMilliseconds - index * 1000 / SampleAlphaClip.framesPerSecond) <= 1, "frame \(index)")
            let drawn = BT601.i420(rgb: SampleAlphaClip.picture(index), width: half, height: h).y
            var alphaWrong = 0, lumaError = 0
            for y in 0..<h {
                for x in 0..<half {
                    let opaque = frame.y[y * w + half + x] >= 128
                    if opaque != SampleAlphaClip.isOpaque(index, x: x, y: y) { alphaWrong += 1 }
                    lumaError += abs(Int(frame.y[y * w + x]) - Int(drawn[y * half + x]))
                }
            }
            // H.264 blurs only the edges: the thresholded alpha is the drawing's almost everywhere.
            #expect(alphaWrong <= half * h / 200, "frame \(index): alpha differs at \(alphaWrong) pixels")
            #expect(Double(lumaError) / Double(half * h) < 4, "frame \(index): mean luma error \(Double(lumaError) / Double(half * h))")
            index += 1
        }
        #expect(index == SampleAlphaClip.frameCount)
    }
}
