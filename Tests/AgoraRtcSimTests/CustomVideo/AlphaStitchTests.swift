import Foundation
import Testing
@testable import AgoraRtcSim

/// Pushed frames that carry their alpha stitched beside, above or below the picture (`alphaStitchMode`): how the
/// engine splits them, which views show the alpha (`enableAlphaMask`) and what is sent (`encodeAlpha`).
@Suite struct AlphaStitchTests {
    /// A 4×4 picture whose luma is 40 + 10·x + y, and its alpha 0 on the left two columns, 255 on the right two.
    static let pictureSide = 4
    static func pictureLuma(_ x: Int, _ y: Int) -> UInt8 { UInt8(40 + 10 * x + y) }
    static func alphaValue(_ x: Int, _ y: Int) -> UInt8 { x < 2 ? 0 : 255 }

    /// The picture and its alpha stitched as `mode` says, as an I420 frame (the alpha half's chroma neutral).
    static func stitched(_ mode: AgoraAlphaStitchMode) -> AgoraVideoFrame {
        let side = pictureSide
        let sideways = mode == .alphaStitchLeft || mode == .alphaStitchRight
        let width = sideways ? side * 2 : side, height = mode == .noAlphaStitch || sideways ? side : side * 2
        // Where the alpha half starts, in the stitched frame.
        let alphaOrigin: (x: Int, y: Int)? = switch mode {
        case .noAlphaStitch: nil
        case .alphaStitchUp, .alphaStitchLeft: (0, 0)
        case .alphaStitchBelow: (0, side)
        case .alphaStitchRight: (side, 0)
        }
        let pictureOrigin: (x: Int, y: Int) = switch mode {
        case .noAlphaStitch, .alphaStitchBelow, .alphaStitchRight: (0, 0)
        case .alphaStitchUp: (0, side)
        case .alphaStitchLeft: (side, 0)
        }
        var frame = ExternalVideoSourceTests.i420(width, height) { x, y in
            if let a = alphaOrigin, (a.x..<a.x + side).contains(x), (a.y..<a.y + side).contains(y) {
                return alphaValue(x - a.x, y - a.y)
            }
            return pictureLuma(x - pictureOrigin.x, y - pictureOrigin.y)
        }
        frame.alphaStitchMode = mode
        return frame
    }

    /// An engine with the external source on and a custom-source local view.
    static func customView(alphaMask: Bool, sim: SimHarness = SimHarness(remotes: 0)) -> (SimHarness, AgoraVideoView) {
        sim.engine.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame)
        let view = AgoraVideoView()
        var canvas = AgoraRtcVideoCanvas(view: view, renderMode: .fit, sourceType: .custom)
        canvas.enableAlphaMask = alphaMask
        #expect(sim.engine.setupLocalVideo(canvas) == 0)
        return (sim, view)
    }

    @Test(arguments: [AgoraAlphaStitchMode.alphaStitchUp, .alphaStitchBelow, .alphaStitchLeft, .alphaStitchRight])
    func everyModeSplitsThePictureFromItsAlpha(_ mode: AgoraAlphaStitchMode) throws {
        let (sim, view) = Self.customView(alphaMask: true)
        #expect(sim.engine.pushExternalVideoFrame(Self.stitched(mode)) == 0)
        sim.advance(0.05)
        let shown = try #require(view.latestFrame)
        #expect(shown.lumaWidth == Self.pictureSide && shown.lumaHeight == Self.pictureSide && shown.width == Self.pictureSide)
        let alpha = try #require(shown.alpha)
        for y in 0..<Self.pictureSide {
            for x in 0..<Self.pictureSide {
                #expect(shown.lumaAt(x: x, y: y) == Self.pictureLuma(x, y), "\(mode) luma at \(x),\(y)")
                #expect(alpha[y * Self.pictureSide + x] == Self.alphaValue(x, y), "\(mode) alpha at \(x),\(y)")
                #expect(shown.isOpaqueAt(x: x, y: y) == (x >= 2))
            }
        }
        sim.destroy()
    }

    @Test func theAlphaFollowsTheCropAndTheRotation() throws {
        let (sim, view) = Self.customView(alphaMask: true)
        var frame = Self.stitched(.alphaStitchRight)
        frame.cropLeft = 1
        frame.rotation = 180
        #expect(sim.engine.pushExternalVideoFrame(frame) == 0)
        sim.advance(0.05)
        let shown = try #require(view.latestFrame)
        #expect(shown.lumaWidth == 3 && shown.lumaHeight == 4, "the crop applies to the picture, not the stitched frame")
        // Upside down: the picture's right edge (opaque) is now on the left.
        #expect(shown.lumaAt(x: 0, y: 0) == Self.pictureLuma(3, 3))
        #expect(shown.isOpaqueAt(x: 0, y: 0) && shown.isOpaqueAt(x: 1, y: 3) && !shown.isOpaqueAt(x: 2, y: 0))
        sim.destroy()
    }

    @Test func anOddSplitSideIsAnInvalidArgument() {
        let (sim, _) = Self.customView(alphaMask: true)
        var sideways = ExternalVideoSourceTests.i420(7, 4)
        sideways.alphaStitchMode = .alphaStitchRight
        #expect(sim.engine.pushExternalVideoFrame(sideways) == AgoraErrorCode.invalidArgument.returnCode)
        var stacked = ExternalVideoSourceTests.i420(4, 5)
        stacked.alphaStitchMode = .alphaStitchBelow
        #expect(sim.engine.pushExternalVideoFrame(stacked) == AgoraErrorCode.invalidArgument.returnCode)
        stacked.alphaStitchMode = .alphaStitchLeft
        #expect(sim.engine.pushExternalVideoFrame(stacked) == 0, "only the split side must be even")
        sim.destroy()
    }

    @Test func withoutTheAlphaMaskTheViewShowsThePictureOpaque() throws {
        let (sim, view) = Self.customView(alphaMask: false)
        sim.engine.pushExternalVideoFrame(Self.stitched(.alphaStitchRight))
        sim.advance(0.05)
        let shown = try #require(view.latestFrame)
        #expect(shown.alpha == nil && shown.lumaWidth == Self.pictureSide, "the picture only, its alpha dropped")
        #expect(shown.lumaAt(x: 0, y: 0) == Self.pictureLuma(0, 0))
        sim.destroy()
    }

    @Test func aFrameWithoutStitchingHasNoAlpha() throws {
        let (sim, view) = Self.customView(alphaMask: true)
        sim.engine.pushExternalVideoFrame(Self.stitched(.noAlphaStitch))
        sim.advance(0.05)
        #expect(try #require(view.latestFrame).alpha == nil)
        sim.destroy()
    }

    /// Joined as a host publishing the custom track, with `encodeAlpha` as given.
    private func sending(encodeAlpha: Bool) -> SimHarness {
        let sim = SimHarness(remotes: 1)
        sim.engine.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame)
        sim.engine.enableVideo()
        var encoder = AgoraVideoEncoderConfiguration(size: CGSize(width: 160, height: 90), frameRate: .fps15, bitrate: 0,
                                                     orientationMode: .adaptative, mirrorMode: .auto)
        encoder.advancedVideoOptions.encodeAlpha = encodeAlpha
        sim.engine.setVideoEncoderConfiguration(encoder)
        var options = AgoraRtcChannelMediaOptions()
        options.publishCustomVideoTrack = true
        options.clientRoleType = .broadcaster
        sim.engine.joinChannel(byToken: nil, channelId: "alpha", uid: 0, mediaOptions: options, joinSuccess: nil)
        sim.advance(0.5)
        for _ in 0..<5 {
            sim.engine.pushExternalVideoFrame(Self.stitched(.alphaStitchRight))
            sim.advance(1.0 / 15)
        }
        return sim
    }

    @Test func theAlphaIsSentOnlyWithEncodeAlpha() throws {
        let off = sending(encodeAlpha: false)
        let plain = try #require(off.engine.simSentVideoFrame)
        #expect(plain.alpha == nil, "without encodeAlpha remote users get the picture alone")
        #expect(plain.lumaWidth == Self.pictureSide, "never the stitched frame")
        off.destroy()

        let on = sending(encodeAlpha: true)
        let sent = try #require(on.engine.simSentVideoFrame)
        #expect(sent.alpha == (0..<16).map { Self.alphaValue($0 % 4, $0 / 4) })
        on.destroy()
    }

    @Test func simulatedPeersOwnVideoHasNoAlpha() throws {
        let sim = sending(encodeAlpha: true)
        sim.advance(3)
        let joined = sim.recorder.events.first { $0.hasPrefix("joined ") }
        let uid = try #require(joined.flatMap { UInt($0.dropFirst("joined ".count)) })
        let view = AgoraVideoView()
        var canvas = AgoraRtcVideoCanvas(uid: uid, view: view, renderMode: .fit)
        canvas.enableAlphaMask = true
        #expect(sim.engine.setupRemoteVideo(canvas) == 0)
        sim.advance(1)
        let frame = try #require(view.latestFrame)
        #expect(frame.alpha == nil)
        sim.destroy()
    }
}
