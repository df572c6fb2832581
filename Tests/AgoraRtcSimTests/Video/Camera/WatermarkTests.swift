import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// addVideoWatermark / clearVideoWatermarks and enableVideoImageSource: a PNG drawn into the sent picture (and the
/// preview, unless told not to), or sent instead of the camera at its own rate; unreadable images give -2.
@Suite struct WatermarkTests {
    /// The sample logo written to a scratch file, and a file that is not a PNG; the directory goes with the value.
    private static func files() throws -> (logo: String, text: String, directory: ScratchDirectory) {
        let directory = try ScratchDirectory(prefix: "watermark")
        let logo = directory.file("logo.png")
        try SampleLogo.image().write(to: logo)
        let text = directory.file("notes.png")
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: text))
        return (logo, text, directory)
    }

    /// A landscape 960×540 preview, not mirrored, so raster and nominal pixels line up simply.
    private static func preview(_ sim: SimHarness) -> AgoraVideoView {
        sim.startLandscapePreview(mirrorMode: .disabled)
    }

    private static let rightHalf = SimHarness.landscapeRightHalf

    /// True when the frame already shows `image` over `rect`: drawing it again changes nothing.
    private static func shows(_ frame: AgoraSimVideoFrame?, _ image: SimStillImage, at rect: CGRect) -> Bool {
        guard var copy = frame else { return false }
        image.draw(into: &copy, rect: rect)
        return copy == frame
    }

    @Test func theWatermarkIsDrawnWhereTheOptionsPutItUntilCleared() throws {
        let (logo, _, directory) = try Self.files()
        defer { directory.remove() }
        let image = try #require(SimStillImage.load(logo))
        let sim = SimHarness(remotes: 0)
        let view = Self.preview(sim)
        sim.advance(0.5)
        #expect(!Self.shows(view.latestFrame, image, at: Self.rightHalf), "the camera alone")
        let options = WatermarkOptions(visibleInPreview: true, positionInLandscapeMode: Self.rightHalf,
                                       positionInPortraitMode: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(sim.engine.addVideoWatermark(URL(fileURLWithPath: logo), options: options) == 0)
        sim.advance(0.5)
        #expect(Self.shows(view.latestFrame, image, at: Self.rightHalf), "the landscape rectangle")
        #expect(!Self.shows(view.latestFrame, image, at: CGRect(x: 0, y: 0, width: 480, height: 540)))
        #expect(sim.engine.clearVideoWatermarks() == 0)
        sim.advance(0.5)
        #expect(!Self.shows(view.latestFrame, image, at: Self.rightHalf))
    }

    @Test func aWatermarkHiddenFromThePreviewIsStillSent() throws {
        let (logo, _, directory) = try Self.files()
        defer { directory.remove() }
        let image = try #require(SimStillImage.load(logo))
        let sim = SimHarness(remotes: 0)
        let view = Self.preview(sim)
        #expect(sim.joinAsBroadcaster() == 0)
        let options = WatermarkOptions(visibleInPreview: false, positionInLandscapeMode: Self.rightHalf,
                                       positionInPortraitMode: Self.rightHalf)
        #expect(sim.engine.addVideoWatermark(URL(fileURLWithPath: logo), options: options) == 0)
        sim.advance(2)
        let sent = sim.engine.lock.locked { sim.engine.state.video.lastEncodedFrame }
        #expect(Self.shows(sent, image, at: Self.rightHalf), "the sent picture carries it")
        #expect(!Self.shows(view.latestFrame, image, at: Self.rightHalf), "the preview does not")
    }

    @Test func anImageThatIsNotAReadablePNGIsAnInvalidArgument() throws {
        let (logo, text, directory) = try Self.files()
        defer { directory.remove() }
        let sim = SimHarness(remotes: 0)
        let options = WatermarkOptions()
        #expect(sim.engine.addVideoWatermark(URL(fileURLWithPath: directory.file("missing.png")), options: options) == -2)
        #expect(sim.engine.addVideoWatermark(URL(fileURLWithPath: text), options: options) == -2)
        #expect(sim.engine.addVideoWatermark(URL(fileURLWithPath: directory.path), options: options) == -2)
        #expect(sim.engine.addVideoWatermark(try #require(URL(string: "https://example.com/logo.png")), options: options) == -2)
        #expect(sim.engine.lock.locked { sim.engine.state.video.camera.watermarks.isEmpty })
        for (path, fps) in [(text, 1), (logo, 0), (logo, 31), (directory.file("missing.png"), 5)] {
            #expect(sim.engine.enableVideoImageSource(true, options: AgoraImageTrackOptions(imageUrl: path, fps: fps)) == -2)
        }
        #expect(sim.engine.enableVideoImageSource(true, options: AgoraImageTrackOptions()) == -2, "no image")
        // A real PNG, but larger than a 4K frame: its planes would be kept whole.
        let huge = directory.file("huge.png")
        try PNGImage(kind: .greyscale, width: 4000, height: 2100, pixels: [UInt8](repeating: 0, count: 4000 * 2100)).write(to: huge)
        #expect(sim.engine.addVideoWatermark(URL(fileURLWithPath: huge), options: options) == -2)
        #expect(sim.engine.enableVideoImageSource(true, options: AgoraImageTrackOptions(imageUrl: huge, fps: 5)) == -2)
        #expect(sim.engine.lock.locked { sim.engine.state.video.camera.imageSource == nil })
    }

    @Test func theImageSourceReplacesTheCameraAtItsOwnRate() throws {
        let (logo, _, directory) = try Self.files()
        defer { directory.remove() }
        let image = try #require(SimStillImage.load(logo))
        let sim = SimHarness(remotes: 0)
        let view = Self.preview(sim)
        #expect(sim.joinAsBroadcaster() == 0)
        sim.advance(1)
        let still = image.frame(width: 960, height: 540, lumaWidth: 64, lumaHeight: 36, timestampMs: 0, uid: 0)
        #expect(view.latestFrame?.luma != still.luma)
        #expect(sim.engine.enableVideoImageSource(true, options: AgoraImageTrackOptions(imageUrl: logo, fps: 5)) == 0)
        sim.advance(0.5)
        let start = view.renderedFrames
        sim.advance(4)
        #expect((19...21).contains(view.renderedFrames - start), "5 fps for 4 s: \(view.renderedFrames - start)")
        #expect(view.latestFrame?.luma == still.luma && view.latestFrame?.chromaU == still.chromaU)
        let stats = try #require(sim.recorder.localVideoStats.last)
        #expect(stats.sentFrameRate == 5 && stats.targetFrameRate == 15)
        // The table's figure for 960×540 at 5 fps, twice for live broadcasting, against the encoder's 15 fps target.
        let stillKbps = 2 * SimBitrateTable.base(width: 960, height: 540, fps: 5)
        #expect(stats.targetBitrate == 2 * SimBitrateTable.base(width: 960, height: 540, fps: 15))
        #expect(Double(stats.encodedBitrate) >= Double(stillKbps) * 0.9 && stats.encodedBitrate <= stillKbps,
                "\(stats.encodedBitrate) Kbps for a still at 5 fps")
        #expect(sim.engine.enableVideoImageSource(false, options: AgoraImageTrackOptions()) == 0)
        sim.advance(0.5)
        #expect(view.latestFrame?.luma != still.luma, "the camera again")
    }
}
