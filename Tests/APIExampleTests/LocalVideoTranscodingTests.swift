@testable import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import APIExample

/// LocalVideoTranscoding in virtual time: the composed picture the case draws (the sample under the mirrored camera
/// inset), what remote users receive, the clip's end, and nothing more once the session ends.
@MainActor
@Suite struct LocalVideoTranscodingTests {
    /// The picture in the case's own tile (the local one), and the uid the camera is painted with.
    static func composed(_ run: CaseRun) throws -> AgoraSimVideoFrame {
        let tile = try #require(run.session.tiles.first { $0.isLocal })
        #expect(tile.view == nil, "the app draws the composed frames itself")
        return try #require(tile.appView?.latestFrame)
    }

    /// Share of the pixels of `area` where `frame` is within `tolerance` of `expected(x, y)`.
    static func agreement(_ frame: AgoraSimVideoFrame, _ xs: Range<Int>, _ ys: Range<Int>, tolerance: Int,
                          _ expected: (Int, Int) -> UInt8) -> Double {
        var matches = 0
        for y in ys { for x in xs where abs(Int(frame.lumaAt(x: x, y: y)) - Int(expected(x, y))) <= tolerance { matches += 1 } }
        return Double(matches) / Double(xs.count * ys.count)
    }

    @Test func theComposedPictureHasTheSampleUnderTheMirroredCameraInset() throws {
        let run = try CaseRun("LocalVideoTranscoding")
        // At 3.6 s this user's disc is off the middle, so the mirrored picture differs from the plain one.
        run.clock.advance(by: 3.6)
        let frame = try Self.composed(run)
        #expect(frame.lumaWidth == 200 && frame.lumaHeight == 200)
        let uid = run.main.localUid
        #expect(uid != 0)

        // Top left: the camera's 100×100 picture (a 64×64 raster), mirrored. The frame went to the app as BGRA and
        // back, which keeps the gradient within a step or two but clips the bright, tinted disc: the background is
        // compared pixel by pixel, the disc by where it is.
        // The rear camera's own scene.
        let rear = AgoraRtcEngineKit.rearScene(uid)
        let mirrored = SimFramePainter.paint(uid: uid, width: 100, height: 100, timestampMs: frame.timestampMs, mirrored: true,
                                             sceneKey: rear)
        let plain = SimFramePainter.paint(uid: uid, width: 100, height: 100, timestampMs: frame.timestampMs, mirrored: false,
                                          sceneKey: rear)
        let sampled = { (picture: AgoraSimVideoFrame, x: Int, y: Int) in
            picture.lumaAt(x: Int((Double(x) + 0.5) / 1.5625), y: Int((Double(y) + 0.5) / 1.5625))
        }
        var matches = 0, compared = 0
        for y in 0..<100 {
            for x in 0..<100 where sampled(mirrored, x, y) < 190 {
                compared += 1
                if abs(Int(frame.lumaAt(x: x, y: y)) - Int(sampled(mirrored, x, y))) <= 3 { matches += 1 }
            }
        }
        #expect(compared > 5000 && matches * 100 >= compared * 98, "the inset's background: \(matches) of \(compared)")
        /// The mean column of the bright (disc) pixels of the inset.
        func disc(_ luma: (Int, Int) -> UInt8) -> Double {
            var sum = 0, count = 0
            for y in 0..<100 { for x in 0..<100 where luma(x, y) >= 190 { sum += x; count += 1 } }
            return Double(sum) / Double(max(1, count))
        }
        let shown = disc { frame.lumaAt(x: $0, y: $1) }
        let expected = disc { sampled(mirrored, $0, $1) }, unmirrored = disc { sampled(plain, $0, $1) }
        #expect(abs(shown - expected) < 2 && abs(shown - unmirrored) > 10,
                "the disc at column \(shown): mirrored \(expected), plain \(unmirrored)")

        // Elsewhere: the sample filling the square (its middle 90×90 scaled by 200/90); its colour bars never move.
        let sample = SampleMovie.i420(0)
        let k = 200.0 / 90
        let bars = Self.agreement(frame, 100..<200, 150..<186, tolerance: 8) { x, y in
            sample[Int((Double(y) + 0.5) / k) * SampleMovie.width + Int(35 + (Double(x) + 0.5) / k)]
        }
        #expect(bars > 0.9, "the sample's colour bars under the inset (\(bars))")
        run.session.stop()
    }

    @Test func remoteUsersReceiveThePlainCameraAndShowInTheRightTile() throws {
        let run = try CaseRun("LocalVideoTranscoding")
        run.clock.advance(by: 3)
        let engine = try #require(run.session.engine)
        let sent = try #require(engine.lock.locked { engine.state.video.lastEncodedFrame })
        let size = run.main.encoderConfiguration.encodedSize
        #expect(sent.width == size.width && sent.height == size.height && !sent.mirrored)
        // The case's camera is the rear one, which faces its own scene.
        let camera = SimFramePainter.paint(uid: run.main.localUid, width: size.width, height: size.height,
                                           timestampMs: sent.timestampMs, mirrored: false,
                                           sceneKey: AgoraRtcEngineKit.rearScene(run.main.localUid))
        #expect(sent.luma == camera.luma, "the plain camera, not the composed picture")
        #expect(!run.events.contains { $0.detail.contains("publishTranscodedVideoTrack") })
        let remote = try #require(run.session.tiles.first { !$0.isLocal })
        #expect(remote.uid != 0 && remote.view?.latestFrame != nil)
        run.session.stop()
    }

    @Test func theLastFrameOfTheClipStaysUnderTheMovingCamera() throws {
        let run = try CaseRun("LocalVideoTranscoding")
        run.clock.advance(by: 5.5)
        let first = try Self.composed(run)
        run.clock.advance(by: 1)
        let later = try Self.composed(run)
        #expect(later.timestampMs > first.timestampMs, "frames keep coming after the clip ended")
        let still = Self.agreement(later, 100..<200, 100..<200, tolerance: 0) { first.lumaAt(x: $0, y: $1) }
        #expect(still == 1, "the sample's last frame stands still (\(still))")
        #expect(Self.agreement(later, 0..<100, 0..<100, tolerance: 0) { first.lumaAt(x: $0, y: $1) } < 0.9,
                "the camera inset moves")
        #expect(run.heard("didChangedTo", containing: "playBackCompleted"))
        run.session.stop()
    }

    @Test func composedFramesStopWhenTheSessionEnds() throws {
        let run = try CaseRun("LocalVideoTranscoding")
        run.clock.advance(by: 2)
        let view = try #require(run.session.tiles.first { $0.isLocal }?.appView)
        #expect(view.displayedFrames >= 20)
        run.session.stop()
        let shown = view.displayedFrames
        run.clock.advance(by: 2)
        #expect(view.displayedFrames == shown)
    }
}
