import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// takeSnapshot(Ex) and takeSnapshotWithConfig: a real PPM/PGM/PNG of the user's current frame (for the local user,
/// where in the pipeline the config says), reported in snapshotTaken with its size, or an error code (-1 not
/// written, -2 no frame within 1 s, -3 too often), in virtual time.
@Suite struct SnapshotTests {
    static let second = AgoraRtcConnection(channelId: "demo-2", localUid: 2345)

    /// Joins the second connection as a broadcaster with one remote user decoding; returns that user's uid.
    private func joinedWithARemote(_ sim: SimHarness, _ ex: EventRecorder) -> UInt {
        sim.engine.enableVideo()
        sim.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex,
                                 mediaOptions: MultiChannelTests.publishing, joinSuccess: nil)
        sim.advance(4.5)
        return sim.engine.lock.locked { sim.engine.state.links[1].remotes[0].uid }
    }

    @Test func aRemoteUsersFrameIsWrittenAsPPMAndReported() throws {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        let uid = joinedWithARemote(sim, ex)
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let path = scratch.file("remote.ppm")
        let calledAtMs = sim.engine.nowMs
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: Int(uid), filePath: path) == 0)
        #expect(ex.snapshots.isEmpty, "taken from the next frame, asynchronously")
        sim.advance(0.2)
        let result = try #require(ex.snapshots.first)
        #expect(result.errCode == 0)
        #expect(result.uid == uid)
        #expect(result.path == path)
        let image = try NetpbmImage.read(contentsOf: path)
        #expect(image.kind == .pixmap)
        #expect((image.width, image.height) == (result.width, result.height))
        #expect(max(image.width, image.height) == 64, "the painted raster")
        #expect(Set(image.pixels).count > 10, "a picture, not a flat fill")
        // It is that user's picture: the painter's frame at that moment, converted with BT.601.
        let user = sim.engine.lock.locked { sim.engine.state.links[1].remotes[0] }
        let painted = SimFramePainter.paint(uid: uid, width: user.width, height: user.height,
                                            timestampMs: calledAtMs + AgoraRtcEngineKit.ms(AgoraRtcEngineKit.snapshotFrameDelay),
                                            mirrored: false)
        #expect((painted.lumaWidth, painted.lumaHeight) == (image.width, image.height))
        #expect(image.pixels == BT601.rgb(y: painted.luma, u: painted.chromaU, v: painted.chromaV,
                                          width: painted.lumaWidth, height: painted.lumaHeight))
        #expect(!sim.recorder.events.contains { $0.contains("snapshot") }, "the main delegate hears nothing of it")
    }

    @Test func aPGMPathGivesAGreyImageOfTheLocalCamera() throws {
        let sim = SimHarness(remotes: 0)
        let ex = EventRecorder()
        _ = sim.engine.enableVideo()
        sim.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex,
                                 mediaOptions: MultiChannelTests.publishing, joinSuccess: nil)
        sim.advance(1)
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let path = scratch.file("local.PGM")
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: 0, filePath: path) == 0)
        sim.advance(0.2)
        #expect(ex.snapshots.first?.errCode == 0)
        let image = try NetpbmImage.read(contentsOf: path)
        #expect(image.kind == .graymap)
        #expect(image.pixels.count == image.width * image.height)
        #expect((image.width, image.height) == (ex.snapshots.first?.width, ex.snapshots.first?.height))
    }

    @Test func anUnwritablePathReportsMinusOneAndWritesNothing() throws {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        let uid = joinedWithARemote(sim, ex)
        let path = "/nonexistent-\(UUID().uuidString)/shot.ppm"
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: Int(uid), filePath: path) == 0)
        sim.advance(0.2)
        #expect(ex.snapshots.first?.errCode == -1)
        #expect(ex.snapshots.first?.width == 0)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func noVideoWithinASecondReportsMinusTwo() throws {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        _ = joinedWithARemote(sim, ex)
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let path = scratch.file("nobody.ppm")
        // A uid nobody in the channel has.
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: 424_242, filePath: path) == 0)
        sim.advance(0.9)
        #expect(ex.snapshots.isEmpty, "it waits up to a second for a frame")
        sim.advance(0.3)
        #expect(ex.snapshots.first?.errCode == -2)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aSecondRequestWhileOneIsPendingReportsMinusThree() throws {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        let uid = joinedWithARemote(sim, ex)
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let directory = scratch.path
        sim.engine.takeSnapshotEx(Self.second, uid: Int(uid), filePath: directory + "/a.ppm")
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: Int(uid), filePath: directory + "/b.ppm") == 0)
        sim.advance(0.2)
        #expect(ex.snapshots.map(\.errCode).sorted() == [-3, 0])
        #expect(FileManager.default.fileExists(atPath: directory + "/a.ppm"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/b.ppm"))
    }

    @Test func theCallsArgumentsAndState() throws {
        let sim = SimHarness(remotes: 0)
        let ex = EventRecorder()
        #expect(sim.engine.takeSnapshot(0, filePath: "/tmp/x.ppm") == -8, "not in a channel")
        sim.engine.enableVideo()
        sim.engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: ex,
                                 mediaOptions: MultiChannelTests.publishing, joinSuccess: nil)
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: 0, filePath: "/tmp/x.ppm") == -8, "still connecting")
        sim.advance(0.5)
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: 0, filePath: "") == -2)
        #expect(sim.engine.takeSnapshotEx(Self.second, uid: -1, filePath: "/tmp/x.ppm") == -2)
    }

    @Test func theMainConnectionsSnapshotGoesToTheMainDelegate() throws {
        let sim = SimHarness(remotes: 1)
        let main = EventRecorder()
        sim.engine.delegate = main
        sim.joinAsBroadcaster()
        sim.advance(4)
        let uid = sim.engine.lock.locked { sim.engine.state[.main].remotes[0].uid }
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let path = scratch.file("main.ppm")
        #expect(sim.engine.takeSnapshot(Int(uid), filePath: path) == 0)
        sim.advance(0.2)
        #expect(main.snapshots.first?.errCode == 0)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test func leavingDropsAPendingSnapshot() throws {
        let sim = SimHarness(remotes: 1)
        let ex = EventRecorder()
        _ = joinedWithARemote(sim, ex)
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let path = scratch.file("late.ppm")
        sim.engine.takeSnapshotEx(Self.second, uid: 424_242, filePath: path)
        sim.engine.leaveChannelEx(Self.second, options: nil, leaveChannelBlock: nil)
        sim.advance(2)
        #expect(ex.snapshots.isEmpty)
    }

    /// A host with a mirrored 960×540 preview and a watermark over the right half that the preview does not show.
    private static func mirroredHostWithAHiddenWatermark(_ sim: SimHarness, logo: String) -> AgoraVideoView {
        let view = sim.startLandscapePreview(mirrorMode: .enabled)
        sim.joinAsBroadcaster()
        let options = WatermarkOptions(visibleInPreview: false, positionInLandscapeMode: rightHalf,
                                       positionInPortraitMode: rightHalf)
        sim.engine.addVideoWatermark(URL(fileURLWithPath: logo), options: options)
        return view
    }

    private static let rightHalf = SimHarness.landscapeRightHalf

    private static func rgb(_ frame: AgoraSimVideoFrame) -> [UInt8] {
        BT601.rgb(y: frame.luma, u: frame.chromaU, v: frame.chromaV, width: frame.lumaWidth, height: frame.lumaHeight)
    }

    /// The documented difference of the positions: as captured (no watermark), as encoded (the encoder's
    /// watermark), as the local view renders it (mirrored, without the watermark hidden from the preview).
    @Test func theConfigsPositionTakesTheLocalFrameWhereThePipelineIs() throws {
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let logo = scratch.file("logo.png")
        try SampleLogo.image().write(to: logo)
        let watermark = try #require(SimStillImage.load(logo))
        let sim = SimHarness(remotes: 0)
        _ = Self.mirroredHostWithAHiddenWatermark(sim, logo: logo)
        let uid = try #require(sim.engine.lock.locked { sim.engine.state[.main].session?.uid })
        var taken: [AgoraVideoModulePosition: (image: PNGImage, atMs: Int)] = [:]
        for position in [AgoraVideoModulePosition.postCaptureOrigin, .preEncoder, .preRenderer] {
            let path = scratch.file("local_\(position.rawValue).png")
            let atMs = sim.engine.nowMs + AgoraRtcEngineKit.ms(AgoraRtcEngineKit.snapshotFrameDelay)
            #expect(sim.engine.takeSnapshotWithConfig(0, config: AgoraSnapshotConfig(filePath: path, position: position)) == 0)
            sim.advance(0.2)
            taken[position] = (try PNGImage.read(contentsOf: path), atMs)
        }
        #expect(sim.recorder.snapshots.map(\.errCode) == [0, 0, 0])
        let camera = { (ms: Int) in SimFramePainter.paint(uid: uid, width: 960, height: 540, timestampMs: ms, mirrored: false) }
        let origin = try #require(taken[.postCaptureOrigin])
        // Compared as booleans: a failure prints the message, not two thousand pixels.
        let asCaptured = origin.image.pixels == Self.rgb(camera(origin.atMs))
        #expect(asCaptured, "the camera as captured")
        let encoded = try #require(taken[.preEncoder])
        var withWatermark = camera(encoded.atMs)
        watermark.draw(into: &withWatermark, rect: Self.rightHalf)
        let asEncoded = encoded.image.pixels == Self.rgb(withWatermark)
        #expect(asEncoded, "the camera with the watermark the encoder draws")
        let watermarked = encoded.image.pixels != Self.rgb(camera(encoded.atMs))
        #expect(watermarked)
        let rendered = try #require(taken[.preRenderer])
        let asRendered = rendered.image.pixels == Self.rgb(camera(rendered.atMs).mirroredHorizontally())
        #expect(asRendered, "the mirrored preview, without the watermark hidden from it")
        #expect((rendered.image.width, rendered.image.height) == (encoded.image.width, encoded.image.height))
        #expect(sim.trace.events.contains { $0.name == "takeSnapshotWithConfig(_:config:)"
            && $0.detail.hasPrefix("uid: 0, config: {filePath: ") && $0.detail.hasSuffix("position: .preRenderer}") })
    }

    /// While a still image replaces the camera in what is sent, the captured frame is still the camera's; without
    /// a local view there is nothing rendered to take (-2 after the second's wait).
    @Test func theCapturedFrameIsTheCameraAndARendererlessPreviewHasNoFrame() throws {
        let scratch = try ScratchDirectory(prefix: "snapshot-tests")
        defer { scratch.remove() }
        let logo = scratch.file("logo.png")
        try SampleLogo.image().write(to: logo)
        let sim = SimHarness(remotes: 0)
        _ = Self.mirroredHostWithAHiddenWatermark(sim, logo: logo)
        sim.engine.clearVideoWatermarks()
        #expect(sim.engine.enableVideoImageSource(true, options: AgoraImageTrackOptions(imageUrl: logo)) == 0)
        let uid = try #require(sim.engine.lock.locked { sim.engine.state[.main].session?.uid })
        let atMs = sim.engine.nowMs + AgoraRtcEngineKit.ms(AgoraRtcEngineKit.snapshotFrameDelay)
        let origin = scratch.file("origin.png"), encoded = scratch.file("encoded.png")
        sim.engine.takeSnapshotWithConfig(0, config: AgoraSnapshotConfig(filePath: origin, position: .postCaptureOrigin))
        sim.advance(0.2)
        sim.engine.takeSnapshotWithConfig(0, config: AgoraSnapshotConfig(filePath: encoded))
        sim.advance(0.2)
        let camera = SimFramePainter.paint(uid: uid, width: 960, height: 540, timestampMs: atMs, mirrored: false)
        let theCamera = try PNGImage.read(contentsOf: origin).pixels == Self.rgb(camera)
        #expect(theCamera, "the camera, not the image that is sent")
        let sent = try PNGImage.read(contentsOf: encoded)
        #expect(sent.pixels[0..<3] == [0, 0, 0], "the image source's black bars, not the camera")

        sim.engine.setupLocalVideo(nil)
        let rendered = scratch.file("rendered.png")
        sim.engine.takeSnapshotWithConfig(0, config: AgoraSnapshotConfig(filePath: rendered, position: .preRenderer))
        sim.advance(1.2)
        #expect(sim.recorder.snapshots.map(\.errCode) == [0, 0, -2])
        #expect(!FileManager.default.fileExists(atPath: rendered))
    }
}
