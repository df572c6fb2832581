import Foundation
@testable import MediaDecoding
import Testing
import TestSupport

/// Issue 30: a 10000×10000 video made the process reach 202 MB. A video whose pictures exceed the layer's bound is
/// refused at open, with a reason of its own, before a single picture is decoded; one at the bound still opens.
@Suite struct MediaPictureBoundTests {
    /// A Y4M stream header alone: FFmpeg takes the picture size from it without any frame to decode.
    private func y4m(width: Int, height: Int, in scratch: ScratchDirectory) -> String {
        let path = scratch.file("\(width)x\(height).y4m")
        _ = FileManager.default.createFile(atPath: path, contents: Data("YUV4MPEG2 W\(width) H\(height) F15:1 Ip A1:1 C420jpeg\n".utf8))
        return path
    }

    private func openError(_ path: String) -> MediaOpenError? {
        do throws(MediaOpenError) {
            try MediaFile.open(path).close()
            return nil
        } catch {
            return error
        }
    }

    @Test func aPictureBeyondTheBoundIsRefusedAsTooLarge() throws {
        let scratch = try ScratchDirectory(prefix: "picture-bound")
        defer { scratch.remove() }
        #expect(openError(y4m(width: 10_000, height: 10_000, in: scratch)) == .invalidMediaSource(.pictureTooLarge))
        // Either side alone, and the pixel count alone with both sides within the side bound.
        #expect(openError(y4m(width: MediaFile.maximumPictureSide + 2, height: 16, in: scratch)) == .invalidMediaSource(.pictureTooLarge))
        #expect(openError(y4m(width: 16, height: MediaFile.maximumPictureSide + 2, in: scratch)) == .invalidMediaSource(.pictureTooLarge))
        #expect(openError(y4m(width: 7_682, height: 4_320, in: scratch)) == .invalidMediaSource(.pictureTooLarge))
        #expect(MediaOpenError.invalidMediaSource(.pictureTooLarge).mediaPlayerReason == -4)
    }

    /// A real 10000×10000 VP9 picture (34 KB, one of fuzz-media's seeds): FFmpeg's probe would decode it before
    /// its size could be looked at, so the container's word on the size is taken first.
    @Test func aRealHugeVideoIsRefusedBeforeItsPictureIsDecoded() {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/media/huge-10000x10000-vp9.webm").path
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(openError(path) == .invalidMediaSource(.pictureTooLarge))
    }

    @Test func aPictureAtTheBoundOpens() throws {
        let scratch = try ScratchDirectory(prefix: "picture-bound")
        defer { scratch.remove() }
        #expect(MediaFile.maximumPictureSide == 8192 && MediaFile.maximumPicturePixels == 7680 * 4320)
        #expect(openError(y4m(width: 7_680, height: 4_320, in: scratch)) == nil)
        #expect(openError(y4m(width: 8_192, height: 16, in: scratch)) == nil)
    }

    /// The compressed-video decoder hands out at most 1920×1080 (either orientation), scaled with its aspect kept.
    @Test func decodedPicturesFitTheOutputBound() {
        #expect(MediaVideoDecoder.fitted(width: 160, height: 90) == (160, 90))
        #expect(MediaVideoDecoder.fitted(width: 1920, height: 1080) == (1920, 1080))
        #expect(MediaVideoDecoder.fitted(width: 3840, height: 2160) == (1920, 1080))
        #expect(MediaVideoDecoder.fitted(width: 1080, height: 1920) == (1080, 1920))
        #expect(MediaVideoDecoder.fitted(width: 10_000, height: 10_000) == (1080, 1080))
        #expect(MediaVideoDecoder.fitted(width: 8192, height: 16) == (1920, 4))
    }
}
