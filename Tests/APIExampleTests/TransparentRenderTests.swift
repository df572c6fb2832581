import AgoraRtcCloud
import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim
@testable import APIExample

/// TransparentRender in virtual time: the player's decoded frames pushed back stitched right, the local tile's
/// picture cut out exactly where the clip's alpha is low, the endless loop, and the original's teardown order.
@MainActor
@Suite struct TransparentRenderTests {
    /// The share of pixels where `frame`'s alpha disagrees with the drawing of clip frame `index` (H.264 blurs the
    /// edges a little).
    static func mismatch(_ frame: AgoraSimVideoFrame, _ index: Int) -> Double {
        var wrong = 0
        for y in 0..<frame.lumaHeight {
            for x in 0..<frame.lumaWidth where frame.isOpaqueAt(x: x, y: y) != SampleAlphaClip.isOpaque(index, x: x, y: y) {
                wrong += 1
            }
        }
        return Double(wrong) / Double(frame.lumaWidth * frame.lumaHeight)
    }

    @Test func theLocalTileIsTransparentExactlyWhereTheClipsAlphaIsLow() throws {
        let run = try CaseRun("TransparentRender", seconds: 1.5)
        let local = try #require(run.session.tiles.first { $0.isLocal })
        for _ in 0..<3 {
            let frame = try #require(local.latestFrame)
            #expect(frame.lumaWidth == SampleAlphaClip.width && frame.lumaHeight == SampleAlphaClip.height,
                    "the picture half only, not the stitched frame")
            let alpha = try #require(frame.alpha, "the canvas has enableAlphaMask")
            #expect(alpha.count == SampleAlphaClip.width * SampleAlphaClip.height)
            let errors = (0..<SampleAlphaClip.frameCount).map { Self.mismatch(frame, $0) }
            let best = errors.min() ?? 1
            #expect(best < 0.01, "the alpha matches a drawn frame to within its edges (\(best))")
            // Not any ring: frames far apart in the loop disagree much more.
            #expect(errors.filter { $0 > 0.05 }.count > SampleAlphaClip.frameCount / 2)
            // The picture under the alpha is the ring's colour where opaque, not the backdrop.
            let index = errors.firstIndex(of: best)!
            let centre = SampleAlphaClip.centre(index)
            #expect(frame.lumaAt(x: centre.x + 21, y: centre.y) > 170, "the ring is bright")
            #expect(!frame.isOpaqueAt(x: centre.x, y: centre.y), "its hole is transparent")
            run.advance(0.4)
        }
        run.session.stop()
    }

    @Test func eachDecodedFrameIsPushedStitchedRightAtTheClipsRate() throws {
        let run = try CaseRun("TransparentRender", seconds: 1)
        let local = try #require(run.session.tiles.first { $0.isLocal }?.view)
        let before = local.renderedFrames
        run.advance(2)
        #expect(abs(local.renderedFrames - before - 2 * SampleAlphaClip.framesPerSecond) <= 1, "\(local.renderedFrames - before)")
        let pushes = run.calls("pushExternalVideoFrame", selector: "pushExternalVideoFrame(_:)",
                               startingWith: "{format: 1, strideInPixels: 320, height: 90")
        #expect(!pushes.isEmpty)
        #expect(pushes.allSatisfy { $0.matches(containing: "alphaStitchMode: .alphaStitchRight", returned: 0) }, "\(pushes.prefix(2))")
        #expect(run.calls("setVideoEncoderConfiguration", startingWith: "{").last?.detail.contains("encodeAlpha: true") == true)
        #expect(run.calls("setupLocalVideo").last?.detail.contains("sourceType: .custom, mediaPlayerId: 0, enableAlphaMask: true") == true)
        // What goes out carries the alpha (encodeAlpha), at the picture's size.
        let sent = try #require(run.main.engine?.simSentVideoFrame)
        #expect(sent.lumaWidth == SampleAlphaClip.width && sent.alpha != nil)
        run.session.stop()
    }

    @Test func thePlayersOwnViewShowsTheWholeStitchedClip() throws {
        let run = try CaseRun("TransparentRender", seconds: 1)
        let tile = try #require(run.session.tiles.first { $0.titleKey == "transparent.tile.player" })
        let frame = try #require(tile.latestFrame)
        #expect(frame.lumaWidth == SampleAlphaClip.stitchedWidth && frame.alpha == nil)
        run.session.stop()
    }

    @Test func theLoopKeepsGoingAfterTheClipsEnd() throws {
        let run = try CaseRun("TransparentRender", seconds: 10)
        let local = try #require(run.session.tiles.first { $0.isLocal }?.view)
        // Three passes of the 3 s clip are done, each followed by play() again.
        #expect(run.logLines(startingWith: "Player state .playBackCompleted").count >= 3)
        #expect(run.calls("play", with: "player: 1", returned: 0).count >= 4, "once when open, once after each pass")
        let before = local.renderedFrames
        run.advance(1)
        #expect(local.renderedFrames - before >= SampleAlphaClip.framesPerSecond - 1, "still pushing after 10 s")
        #expect(run.logLines(startingWith: "Player state .failed").isEmpty)
        run.session.stop()
    }

    @Test func remoteUsersGetTheAlphaMaskButSimulatedVideoHasNoAlpha() throws {
        let run = try CaseRun("TransparentRender", seconds: 5)
        let remote = try #require(run.session.tiles.first { !$0.isLocal && $0.titleKey == nil })
        #expect(try #require(remote.latestFrame).alpha == nil, "a simulated user's camera has no alpha")
        #expect(run.calls("setupRemoteVideo").first?.detail.contains("enableAlphaMask: true") == true)
        run.session.stop()
    }

    /// The case and another instance's engine in one channel on a scratch rendezvous (real sockets, so the clocks
    /// are pumped in small steps with a little real time between): the other pushes one frame of the stitched clip
    /// with `encodeAlpha`, and the case's remote tile (its canvas has `enableAlphaMask`) shows that frame cut out
    /// along its alpha, at the wire's raster: the ring, its hole and the backdrop transparent, not an opaque picture.
    @Test func anotherInstancesAlphaIsCutOutOfTheRemoteTile() throws {
        let scratch = try ScratchDirectory(prefix: "transparent")
        defer { scratch.remove() }
        let cloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester", appId: "transparent-app")
        var settings = GlobalSettings()
        settings.remoteUserCount = 0
        let clock = AgoraSimVirtualClock()
        var context = SessionContext.virtual(settings: settings, clock: clock)
        context.virtualTimeCloud = cloud
        let host = try CaseRun.start("TransparentRender", context: context)
        defer { host.stop() }

        // The other instance: its own engine slot and clock, as another process would have.
        let registry = SimEngineRegistry()
        defer { registry.destroy() }
        let senderClock = AgoraSimVirtualClock()
        var simulation = AgoraSimulationSettings()
        simulation.remoteUserCount = 0
        simulation.clock = senderClock
        simulation.cloud = cloud
        let sender = registry.obtain(config: AgoraRtcEngineConfig(appId: KeyCenter().appId, channelProfile: .liveBroadcasting,
                                                                  simulation: simulation), delegate: nil)
        sender.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame)
        sender.enableVideo()
        var encoder = AgoraVideoEncoderConfiguration(size: CGSize(width: 320, height: 180), frameRate: .fps15, bitrate: 0,
                                                     orientationMode: .adaptative, mirrorMode: .auto)
        encoder.advancedVideoOptions.encodeAlpha = true
        sender.setVideoEncoderConfiguration(encoder)
        var options = AgoraRtcChannelMediaOptions()
        options.publishCustomVideoTrack = true
        options.publishCameraTrack = false
        options.clientRoleType = .broadcaster
        sender.joinChannel(byToken: nil, channelId: "transparent", uid: 5005, mediaOptions: options, joinSuccess: nil)
        let index = 7
        var frame = AgoraVideoFrame()
        frame.format = 1
        frame.dataBuf = Data(SampleAlphaClip.i420(index))
        frame.strideInPixels = Int32(SampleAlphaClip.stitchedWidth)
        frame.height = Int32(SampleAlphaClip.height)
        frame.alphaStitchMode = .alphaStitchRight

        func remoteFrame() -> AgoraSimVideoFrame? {
            host.tiles.first { $0.uid == 5005 && !$0.isLocal }?.latestFrame
        }
        for _ in 0..<600 where remoteFrame()?.alpha == nil {
            sender.pushExternalVideoFrame(frame)
            senderClock.advance(by: 0.05)
            clock.advance(by: 0.05)
            usleep(10_000)
        }
        let shown = try #require(remoteFrame(), "the other instance's tile shows its pictures")
        let alpha = try #require(shown.alpha, "its alpha crossed, and the remote canvas's enableAlphaMask shows it")
        #expect(alpha.count == shown.lumaWidth * shown.lumaHeight)
        #expect(shown.width == SampleAlphaClip.width && shown.height == SampleAlphaClip.height, "the picture half")
        #expect(shown.lumaWidth < SampleAlphaClip.width, "at the wire's raster")
        // Exactly the pushed frame's cut-out (each sample the clip's pixel it was taken from), not another ring's.
        #expect(Self.scaledMismatch(shown, index) < 0.01, "\(Self.scaledMismatch(shown, index))")
        #expect(Self.scaledMismatch(shown, index + SampleAlphaClip.frameCount / 3) > 0.05)
        let centre = SampleAlphaClip.centre(index)
        let scale = (x: Double(shown.lumaWidth) / Double(SampleAlphaClip.width),
                     y: Double(shown.lumaHeight) / Double(SampleAlphaClip.height))
        func at(_ x: Int, _ y: Int) -> (Int, Int) { (Int(Double(x) * scale.x), Int(Double(y) * scale.y)) }
        let hole = at(centre.x, centre.y), ring = at(centre.x + 21, centre.y), backdrop = at(SampleAlphaClip.width - 3, 3)
        #expect(!shown.isOpaqueAt(x: hole.0, y: hole.1), "the ring's hole is cut out")
        #expect(!shown.isOpaqueAt(x: backdrop.0, y: backdrop.1), "so is the backdrop")
        #expect(shown.isOpaqueAt(x: ring.0, y: ring.1) && shown.lumaAt(x: ring.0, y: ring.1) > 170, "the ring shows, bright")
    }

    /// `mismatch` for a frame at a smaller raster than the clip: each sample is the clip's pixel it was taken from.
    static func scaledMismatch(_ frame: AgoraSimVideoFrame, _ index: Int) -> Double {
        var wrong = 0
        for y in 0..<frame.lumaHeight {
            let cy = min(SampleAlphaClip.height - 1, y * SampleAlphaClip.height / frame.lumaHeight)
            for x in 0..<frame.lumaWidth {
                let cx = min(SampleAlphaClip.width - 1, x * SampleAlphaClip.width / frame.lumaWidth)
                if frame.isOpaqueAt(x: x, y: y) != SampleAlphaClip.isOpaque(index, x: cx, y: cy) { wrong += 1 }
            }
        }
        return Double(wrong) / Double(frame.lumaWidth * frame.lumaHeight)
    }

    @Test func teardownFollowsTheOriginalsOrder() throws {
        let run = try CaseRun("TransparentRender", seconds: 2)
        run.session.stop()
        let calls: [TraceMatch] = [.call("destroyMediaPlayer"), .call("leaveChannel"), .call("disableVideo"),
                                   .call("stopPreview"), .call("destroy", selector: "destroy()")]
        let positions = calls.map { run.lastIndex(of: $0) }
        #expect(positions.allSatisfy { $0 != nil }, "\(positions)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "\(positions)")
        #expect(run.calls("leaveChannel").count == 1)
    }
}
