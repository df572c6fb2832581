import Foundation
import Testing
@testable import MediaFormats

@Suite struct SampleVideoTests {
    static let mediaDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Resources/Media")

    @Test func theCommittedSampleIsWhatTheGeneratorMakes() throws {
        for sample in SampleMedia.video {
            let committed = try Data(contentsOf: Self.mediaDirectory.appendingPathComponent(sample.fileName))
            #expect([UInt8](committed) == sample.make(), "\(sample.fileName) differs: run swift run make-sample-media")
            #expect(committed.count < 1_000_000)
        }
    }

    @Test func theSampleIsAValidLoopingClip() throws {
        let video = try Y4MVideo.parse(SampleVideoClip.make())
        #expect(video.width == 160 && video.height == 90 && video.framesPerSecond == 15)
        #expect(video.frames.count == 30)
        #expect(video.frames[0] != video.frames[1], "the picture moves")
        // Bottom-left bar is white, bottom-right is black (video range).
        let row = 80 * 160
        #expect(video.frames[0].y[row] == 235 && video.frames[0].y[row + 159] == 16)
    }

    @Test func bt601RoundTripsWithinOneStep() {
        for (r, g, b) in [(255, 255, 255), (0, 0, 0), (255, 0, 0), (12, 200, 99)] as [(UInt8, UInt8, UInt8)] {
            let yuv = BT601.yuv(r: r, g: g, b: b)
            let rgb = BT601.rgb(y: yuv.y, u: yuv.u, v: yuv.v)
            #expect(abs(Int(rgb.r) - Int(r)) <= 3 && abs(Int(rgb.g) - Int(g)) <= 3 && abs(Int(rgb.b) - Int(b)) <= 3)
        }
        #expect(BT601.yuv(r: 255, g: 255, b: 255) == (235, 128, 128))
    }
}
