import Foundation
import Testing
import TestSupport
@testable import MediaFormats

@Suite struct Y4MStreamWriterTests {
    @Test func streamedFramesMakeTheSameFileAsAWholeWrite() throws {
        let video = Y4MTests.tiny(frames: 3)
        let scratch = try ScratchDirectory(prefix: "y4m-stream")
        defer { scratch.remove() }
        let path = scratch.file("clip.y4m")
        let writer = try Y4MStreamWriter(path: path, format: video)
        #expect(writer.frameCount == 0)
        for frame in video.frames { try writer.append(frame) }
        writer.close()
        writer.close()
        #expect(writer.frameCount == 3)
        let bytes = try MediaFileIO.read(path, maximumBytes: 1 << 20)
        #expect(bytes == (try video.encoded()))
        #expect(writer.fileBytes == bytes.count)
        #expect(try Y4MVideo.read(contentsOf: path) == video)
    }

    @Test func refusesWrongPlanesAndUnwritablePlaces() throws {
        let video = Y4MTests.tiny(frames: 0)
        let scratch = try ScratchDirectory(prefix: "y4m-stream")
        defer { scratch.remove() }
        let path = scratch.file("bad.y4m")
        let writer = try Y4MStreamWriter(path: path, format: video)
        #expect(throws: MediaFormatError.self) { try writer.append(Y4MFrame(y: [1, 2], u: [], v: [])) }
        writer.close()
        #expect(throws: MediaFormatError.self) { try writer.append(Y4MTests.tiny(frames: 1).frames[0]) }
        #expect(throws: MediaFormatError.self) { try Y4MStreamWriter(path: "/nonexistent-dir/x.y4m", format: video) }
        #expect(throws: MediaFormatError.self) {
            try Y4MStreamWriter(path: path, format: Y4MVideo(width: 0, height: 3, frameRate: Y4MRatio(25, 1)))
        }
    }
}
