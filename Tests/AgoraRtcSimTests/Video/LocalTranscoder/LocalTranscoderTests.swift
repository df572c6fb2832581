import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// The local video transcoder in virtual time: what it composes (each source in its rectangle, by layer, with its
/// alpha and mirror), where the composed pictures go, what it reports, and that the camera still goes out plain.
@Suite struct LocalTranscoderTests {
    /// LocalVideoTranscoding's set-up: the sample playing in the 200×200 picture (layer 1) and the rear camera,
    /// captured at 100×100 and mirrored, in its top-left quarter (layer 2).
    struct Setup {
        let sim: SimHarness
        let frames: FrameRecorder
        let player: any AgoraRtcMediaPlayerProtocol
        let playerView: AgoraVideoView
        let config: AgoraLocalTranscoderConfiguration
    }

    static func setup(cameraFirst: Bool = false) throws -> Setup {
        let sim = SimHarness(remotes: 1)
        let frames = FrameRecorder(positions: [.postCapture])
        sim.engine.setVideoFrameDelegate(frames)
        sim.engine.enableVideo()
        let player = try #require(sim.engine.createMediaPlayer(with: nil))
        let playerView = AgoraVideoView()
        player.setView(playerView)
        player.open(with: AgoraMediaSource(url: PlayerSample.path))
        player.adjustPlayoutVolume(0)
        let camera = AgoraCameraCapturerConfiguration(cameraDirection: .rear, dimensions: CGSize(width: 100, height: 100))
        #expect(sim.engine.startCameraCapture(.camera, config: camera) == 0)
        let playerStream = AgoraTranscodingVideoStream(sourceType: .mediaPlayer, mediaPlayerId: UInt(player.getMediaPlayerId()),
                                                       rect: CGRect(x: 0, y: 0, width: 200, height: 200), zOrder: 1)
        let cameraStream = AgoraTranscodingVideoStream(sourceType: .camera, rect: CGRect(x: 0, y: 0, width: 100, height: 100),
                                                       zOrder: 2, mirror: true)
        var config = AgoraLocalTranscoderConfiguration()
        // Layers decide, not the list: the camera is on top either way.
        config.videoInputStreams = cameraFirst ? [cameraStream, playerStream] : [playerStream, cameraStream]
        config.videoOutputConfiguration.dimensions = CGSize(width: 200, height: 200)
        return Setup(sim: sim, frames: frames, player: player, playerView: playerView, config: config)
    }

    /// Luma of the composed I420 frame at (x, y).
    static func luma(_ frame: AgoraOutputVideoFrame, _ x: Int, _ y: Int) -> UInt8 {
        frame.yBuffer[y * Int(frame.yStride) + x]
    }

    @Test(arguments: [false, true])
    func composesThePlayerAndTheMirroredCameraInTheirRectangles(cameraFirst: Bool) throws {
        let t = try Self.setup(cameraFirst: cameraFirst)
        #expect(t.sim.engine.startLocalVideoTranscoder(t.config) == 0)
        t.sim.advance(2)
        let composed = try #require(t.frames.last("transcoded"))
        #expect(composed.width == 200 && composed.height == 200 && composed.format == .I420)
        #expect((29...31).contains(t.frames.count("transcoded")), "15 fps for 2 s: \(t.frames.count("transcoded"))")

        // The top-left 100×100 is the camera's 100×100 picture (painted at its 64×64 raster), flipped left to right.
        let ts = Int(composed.renderTimeMs)
        // The rear camera's own scene.
        let rear = AgoraRtcEngineKit.rearScene(0)
        let mirrored = SimFramePainter.paint(uid: 0, width: 100, height: 100, timestampMs: ts, mirrored: true, sceneKey: rear)
        let plain = SimFramePainter.paint(uid: 0, width: 100, height: 100, timestampMs: ts, mirrored: false, sceneKey: rear)
        var mirroredMisses = 0, plainMisses = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let (sx, sy) = (Int((Double(x) + 0.5) / 1.5625), Int((Double(y) + 0.5) / 1.5625))
                if Self.luma(composed, x, y) != mirrored.lumaAt(x: sx, y: sy) { mirroredMisses += 1 }
                if Self.luma(composed, x, y) != plain.lumaAt(x: sx, y: sy) { plainMisses += 1 }
            }
        }
        #expect(mirroredMisses == 0, "\(mirroredMisses) pixels differ from the mirrored camera")
        #expect(plainMisses > 1000, "the camera is mirrored (\(plainMisses) pixels differ from the plain picture)")

        // Outside it is the playing sample, filling the square: its middle 90×90, scaled by 200/90. The colour bars
        // near its bottom do not move, so the bottom band matches the player's own picture.
        let picture = try #require(t.playerView.latestFrame)
        #expect(picture.lumaWidth == 160 && picture.lumaHeight == 90)
        let k = 200.0 / 90
        var matches = 0, samples = 0
        for y in 150..<186 {
            for x in 100..<200 {
                let sx = Int(35 + (Double(x) + 0.5) / k), sy = Int((Double(y) + 0.5) / k)
                samples += 1
                if abs(Int(Self.luma(composed, x, y)) - Int(picture.lumaAt(x: sx, y: sy))) <= 4 { matches += 1 }
            }
        }
        #expect(matches * 10 >= samples * 9, "\(matches) of \(samples) bar pixels match the player's picture")
        // The bars fall in luma left to right: the player picture is not mirrored.
        #expect(Self.luma(composed, 105, 170) > Self.luma(composed, 195, 170) + 20)
        t.sim.destroy()
    }

    @Test func remoteUsersStillReceiveThePlainCamera() throws {
        let t = try Self.setup()
        #expect(t.sim.engine.startLocalVideoTranscoder(t.config) == 0)
        t.sim.joinAsBroadcaster()
        t.sim.advance(1)
        let sent = try #require(t.sim.engine.lock.locked { t.sim.engine.state.video.lastEncodedFrame })
        #expect(sent.width == 960 && sent.height == 540 && !sent.mirrored, "the encoder's camera, \(sent.width)x\(sent.height)")
        let uid = try #require(t.sim.engine.lock.locked { t.sim.engine.state[.main].session?.uid })
        // The rear camera faces its own scene.
        let camera = SimFramePainter.paint(uid: uid, width: 960, height: 540, timestampMs: sent.timestampMs, mirrored: false,
                                           sceneKey: AgoraRtcEngineKit.rearScene(uid))
        #expect(sent.luma == camera.luma)
        #expect(t.frames.count("transcoded") > 10)
        t.sim.destroy()
    }

    @Test func aTranscodedCanvasShowsTheComposedPictureAndTheCameraCanvasStaysTheCameras() throws {
        let t = try Self.setup()
        let composedView = AgoraVideoView(), cameraView = AgoraVideoView()
        t.sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: cameraView, renderMode: .hidden))
        t.sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: composedView, renderMode: .hidden, sourceType: .transCoded))
        t.sim.engine.startLocalVideoTranscoder(t.config)
        t.sim.advance(1)
        let shown = try #require(composedView.latestFrame)
        #expect(shown.width == 200 && shown.height == 200 && shown.lumaWidth == 200)
        let camera = try #require(cameraView.latestFrame)
        #expect(camera.width == 960 && camera.height == 540)
        t.sim.destroy()
    }

    @Test func stopDisableVideoAndDestroyEndTheComposedFrames() throws {
        let t = try Self.setup()
        t.sim.engine.startLocalVideoTranscoder(t.config)
        t.sim.advance(1)
        #expect(t.sim.engine.stopLocalVideoTranscoder() == 0)
        let stopped = t.frames.count("transcoded")
        t.sim.advance(1)
        #expect(t.frames.count("transcoded") == stopped)
        #expect(t.sim.engine.updateLocalTranscoderConfiguration(t.config) == -8, "not running")

        t.sim.engine.startLocalVideoTranscoder(t.config)
        t.sim.advance(1)
        t.sim.engine.disableVideo()
        let disabled = t.frames.count("transcoded")
        t.sim.advance(1)
        #expect(t.frames.count("transcoded") == disabled)
        t.sim.engine.enableVideo()
        t.sim.advance(1)
        #expect(t.frames.count("transcoded") > disabled)

        t.sim.destroy()
        let destroyed = t.frames.count("transcoded")
        t.sim.advance(1)
        #expect(t.frames.count("transcoded") == destroyed)
    }

    /// A source that is there but placed where nothing of it can be drawn is an invalid layout, and left out.
    @Test func aRectangleWithoutAreaOrOutsideThePictureIsAnInvalidLayout() throws {
        let t = try Self.setup()
        var config = t.config
        config.videoInputStreams[1].rect = CGRect(x: 300, y: 0, width: 100, height: 100)
        #expect(t.sim.engine.startLocalVideoTranscoder(config) == 0)
        t.sim.advance(0.5)
        #expect(t.sim.recorder.events.filter { $0.hasPrefix("transcoderError") } == ["transcoderError camera invalidLayout"])
        config.videoInputStreams[1].rect = CGRect(x: 0, y: 0, width: 0, height: 100)
        #expect(t.sim.engine.updateLocalTranscoderConfiguration(config) == 0)
        t.sim.advance(0.5)
        #expect(t.sim.recorder.events.filter { $0.hasPrefix("transcoderError") }.count == 2)
        #expect(t.sim.recorder.events.last == "transcoderError camera invalidLayout")
    }

    @Test func sourcesThatCannotBeComposedAreReportedAndTheRestAreComposed() throws {
        let t = try Self.setup()
        var config = t.config
        config.videoInputStreams += [
            AgoraTranscodingVideoStream(sourceType: .mediaPlayer, mediaPlayerId: 99),
            AgoraTranscodingVideoStream(sourceType: .screen),
            AgoraTranscodingVideoStream(sourceType: .transCoded),
            AgoraTranscodingVideoStream(sourceType: .rtcImagePng, imageUrl: "/nonexistent/picture.png"),
            AgoraTranscodingVideoStream(sourceType: .rtcImageJpeg, imageUrl: PlayerSample.path),
        ]
        #expect(t.sim.engine.startLocalVideoTranscoder(config) == 0)
        t.sim.advance(1)
        #expect(t.sim.recorder.events.filter { $0.hasPrefix("transcoderError") } == [
            "transcoderError mediaPlayer videoSourceNotReady", "transcoderError screen videoSourceNotReady",
            "transcoderError transCoded invalidVideoSourceType", "transcoderError rtcImagePng invalidImagePath",
            "transcoderError rtcImageJpeg unsupportImageFormat",
        ])
        #expect(t.frames.count("transcoded") >= 14, "the player and the camera are still composed")

        var tooLarge = t.config
        tooLarge.videoOutputConfiguration.dimensions = CGSize(width: 4100, height: 2000)
        #expect(t.sim.engine.updateLocalTranscoderConfiguration(tooLarge) == 0)
        t.sim.advance(0.5)
        #expect(t.sim.recorder.events.last == "transcoderError mediaPlayer invalidLayout")
        let count = t.frames.count("transcoded")
        t.sim.advance(1)
        #expect(t.frames.count("transcoded") == count, "an impossible layout composes nothing")

        #expect(t.sim.engine.startLocalVideoTranscoder(AgoraLocalTranscoderConfiguration()) == -2)
        t.sim.destroy()
    }

    @Test func aCameraThatDoesNotCaptureIsNotReady() throws {
        let sim = SimHarness(remotes: 0)
        var config = AgoraLocalTranscoderConfiguration()
        config.videoInputStreams = [AgoraTranscodingVideoStream(sourceType: .camera, rect: CGRect(x: 0, y: 0, width: 64, height: 64))]
        sim.engine.startLocalVideoTranscoder(config)
        sim.advance(0.2)
        #expect(sim.recorder.events.contains("transcoderError camera videoSourceNotReady"))
        sim.destroy()
    }

    @Test func startCameraCaptureCapturesWithoutPreviewUntilStopped() {
        let sim = SimHarness(remotes: 0)
        sim.engine.enableVideo()
        #expect(sim.engine.startCameraCapture(.cameraSecondary, config: AgoraCameraCapturerConfiguration()) == -4)
        #expect(sim.engine.startCameraCapture(.screen, config: AgoraCameraCapturerConfiguration()) == -2)
        #expect(sim.engine.startCameraCapture(.camera, config: AgoraCameraCapturerConfiguration(cameraDirection: .rear)) == 0)
        sim.advance(0.5)
        #expect(sim.recorder.events.filter { $0.hasPrefix("localVideo") } == ["localVideo capturing"])
        #expect(sim.engine.lock.locked { !sim.engine.state.video.camera.front })
        #expect(sim.engine.stopCameraCapture(.camera) == 0)
        sim.advance(0.2)
        #expect(sim.recorder.events.filter { $0.hasPrefix("localVideo") } == ["localVideo capturing", "localVideo stopped"])
        sim.destroy()
    }

    @Test func alphaBlendsALayerOverTheOnesBelow() {
        func solid(_ luma: UInt8) -> AgoraSimVideoFrame {
            AgoraSimVideoFrame(width: 8, height: 8, lumaWidth: 8, lumaHeight: 8, luma: [UInt8](repeating: luma, count: 64),
                               timestampMs: 0, uid: 0)
        }
        let composed = SimFrameCompositor.compose([
            .init(picture: solid(200), rect: CGRect(x: 0, y: 0, width: 40, height: 40), alpha: 1),
            .init(picture: solid(100), rect: CGRect(x: 20, y: 0, width: 20, height: 40), alpha: 0.5),
        ], width: 40, height: 40, timestampMs: 0)
        #expect(composed.lumaAt(x: 10, y: 10) == 200)
        #expect(composed.lumaAt(x: 30, y: 10) == 150)
        let large = SimFrameCompositor.compose([], width: 1920, height: 1080, timestampMs: 0)
        #expect(large.lumaWidth == 320 && large.lumaHeight == 180 && large.luma.allSatisfy { $0 == 16 })
    }
}
