import Foundation
import Testing
@testable import AgoraRtcSim

@Suite struct ExternalVideoSourceTests {
    /// An I420 frame of `width`×`height` whose luma is `y(x, y)` and chroma flat.
    static func i420(_ width: Int, _ height: Int, u: UInt8 = 128, v: UInt8 = 128, y: (Int, Int) -> UInt8 = { _, _ in 100 })
        -> AgoraVideoFrame {
        var bytes: [UInt8] = []
        for row in 0..<height { for column in 0..<width { bytes.append(y(column, row)) } }
        let chroma = ((width + 1) / 2) * ((height + 1) / 2)
        bytes += [UInt8](repeating: u, count: chroma) + [UInt8](repeating: v, count: chroma)
        var frame = AgoraVideoFrame()
        frame.format = 1
        frame.dataBuf = Data(bytes)
        frame.strideInPixels = Int32(width)
        frame.height = Int32(height)
        return frame
    }

    /// External source on, custom track published, joined as a host.
    private func publishing(remotes: Int = 0, fps: AgoraVideoFrameRate = .fps15) -> SimHarness {
        let sim = SimHarness(remotes: remotes)
        #expect(sim.engine.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame) == 0)
        sim.engine.enableVideo()
        sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: CGSize(width: 160, height: 90), frameRate: fps, bitrate: 0, orientationMode: .adaptative, mirrorMode: .auto))
        var options = AgoraRtcChannelMediaOptions()
        options.publishCustomVideoTrack = true
        options.clientRoleType = .broadcaster
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: options, joinSuccess: nil)
        sim.advance(0.5)
        return sim
    }

    /// Pushes `frame` at `fps` for `seconds` of virtual time.
    private func push(_ sim: SimHarness, _ frame: AgoraVideoFrame, fps: Double, seconds: Double) {
        for _ in 0..<Int(seconds * fps) {
            #expect(sim.engine.pushExternalVideoFrame(frame) == 0)
            sim.advance(1 / fps)
        }
    }

    @Test func pushingNeedsAnExternalRawSource() {
        let sim = SimHarness(remotes: 0)
        let frame = Self.i420(4, 2)
        #expect(sim.engine.pushExternalVideoFrame(frame) == AgoraErrorCode.notReady.returnCode)
        sim.engine.setExternalVideoSource(true, useTexture: false, sourceType: .encodedVideoFrame)
        #expect(sim.engine.pushExternalVideoFrame(frame) == AgoraErrorCode.invalidState.returnCode)
        sim.engine.setExternalVideoSource(true, useTexture: true, sourceType: .videoFrame)
        #expect(sim.engine.pushExternalVideoFrame(frame) == 0)
        sim.engine.setExternalVideoSource(false, useTexture: false, sourceType: .videoFrame)
        #expect(sim.engine.pushExternalVideoFrame(frame) == AgoraErrorCode.notReady.returnCode)
        sim.destroy()
        #expect(sim.engine.pushExternalVideoFrame(frame) == AgoraErrorCode.notInitialized.returnCode)
    }

    @Test func theSourceCannotBeSwitchedInsideAChannel() {
        let sim = publishing()
        #expect(sim.engine.setExternalVideoSource(false, useTexture: false, sourceType: .videoFrame)
                == AgoraErrorCode.invalidState.returnCode)
        sim.engine.leaveChannel(nil)
        #expect(sim.engine.setExternalVideoSource(false, useTexture: false, sourceType: .videoFrame) == 0)
        sim.destroy()
    }

    @Test func badFramesAreRejectedWithTheSDKCodes() {
        let sim = SimHarness(remotes: 0)
        sim.engine.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame)
        let good = Self.i420(4, 2)
        func code(_ change: (inout AgoraVideoFrame) -> Void) -> Int32 {
            var frame = good
            change(&frame)
            return sim.engine.pushExternalVideoFrame(frame)
        }
        let invalid = AgoraErrorCode.invalidArgument.returnCode, unsupported = AgoraErrorCode.notSupported.returnCode
        #expect(code { $0.dataBuf = nil } == invalid)
        #expect(code { $0.strideInPixels = 0 } == invalid)
        #expect(code { $0.height = -1 } == invalid)
        #expect(code { $0.strideInPixels = 5000 } == invalid)
        #expect(code { $0.dataBuf = $0.dataBuf?.dropLast() } == invalid)
        #expect(code { $0.rotation = 45 } == invalid)
        #expect(code { $0.cropLeft = 2; $0.cropRight = 2 } == invalid)
        #expect(code { $0.cropTop = -1 } == invalid)
        #expect(code { $0.format = 99 } == invalid)
        #expect(code { $0.format = 12 } == unsupported)
        #expect(code { $0.format = 7 } == unsupported)
        #expect(code { $0.format = 2 } == invalid, "8 bytes of I420 are too few for 4x2 BGRA")
        #expect(code { _ in } == 0)
        // Failures are always traced; successes once and then summarised.
        #expect(sim.trace.events.filter { $0.name == "pushExternalVideoFrame(_:)" && ($0.result ?? 0) < 0 }.count == 12)
        sim.destroy()
    }

    @Test func pushedFramesAreWhatRemoteUsersReceiveAndTheStatsFollowThem() throws {
        let sim = publishing()
        let frame = Self.i420(160, 90) { x, y in UInt8((x + y) % 256) }
        push(sim, frame, fps: 15, seconds: 4.2)
        let stats = try #require(sim.recorder.localVideoStats.last)
        #expect(stats.encodedFrameWidth == 160 && stats.encodedFrameHeight == 90)
        #expect(stats.sentFrameRate == 15 && stats.captureFrameRate == 15)
        #expect(stats.sentBitrate > 0)
        let encoded = try #require(sim.engine.lock.locked { sim.engine.state.video.lastEncodedFrame })
        #expect(encoded.lumaWidth == 160 && encoded.lumaAt(x: 10, y: 20) == 30)
        // The custom track takes the connection's video slot: no camera is captured or published.
        #expect(!sim.recorder.events.contains("localVideo capturing"))
        #expect(sim.engine.lock.locked { sim.engine.state.video.camera.encodedFrameCount } == 0)
        sim.destroy()
    }

    @Test func theEncoderTakesAtMostItsFrameRate() throws {
        let sim = publishing(fps: .fps15)
        push(sim, Self.i420(160, 90), fps: 30, seconds: 4.2)
        let stats = try #require(sim.recorder.localVideoStats.last)
        #expect(stats.captureFrameRate == 30)
        #expect((14...15).contains(stats.sentFrameRate))
        sim.destroy()
    }

    @Test func largerFramesAreScaledDownToTheEncoderSize() throws {
        let sim = publishing()
        push(sim, Self.i420(320, 180), fps: 15, seconds: 2.2)
        let stats = try #require(sim.recorder.localVideoStats.last)
        #expect(stats.encodedFrameWidth == 160 && stats.encodedFrameHeight == 90)
        sim.destroy()
    }

    @Test func rotationAndCropAreApplied() throws {
        let sim = publishing()
        // 4x2: columns 0-3 hold 10, 20, 30, 40 on the top row and 50... on the bottom one.
        var frame = Self.i420(4, 2) { x, y in UInt8(10 * (x + 1) + 40 * y) }
        frame.rotation = 90
        #expect(sim.engine.pushExternalVideoFrame(frame) == 0)
        sim.advance(0.1)
        let rotated = try #require(sim.engine.lock.locked { sim.engine.state.video.lastEncodedFrame })
        #expect(rotated.lumaWidth == 2 && rotated.lumaHeight == 4)
        // Clockwise: the bottom-left pixel (50) ends up top-left, the top-left (10) top-right.
        #expect(rotated.luma == [50, 10, 60, 20, 70, 30, 80, 40])
        frame.rotation = 0
        frame.cropLeft = 1
        frame.cropRight = 1
        sim.advance(0.1)
        #expect(sim.engine.pushExternalVideoFrame(frame) == 0)
        sim.advance(0.1)
        let cropped = try #require(sim.engine.lock.locked { sim.engine.state.video.lastEncodedFrame })
        #expect(cropped.lumaWidth == 2 && cropped.luma == [20, 30, 60, 70])
        sim.destroy()
    }

    @Test func otherPixelFormatsAreConverted() throws {
        let sim = publishing()
        var bgra = AgoraVideoFrame()
        bgra.format = 2
        bgra.strideInPixels = 2
        bgra.height = 2
        bgra.dataBuf = Data([UInt8]((0..<4).flatMap { _ in [0, 0, 255, 255] }))  // red in B, G, R, A order
        #expect(sim.engine.pushExternalVideoFrame(bgra) == 0)
        sim.advance(0.1)
        let red = try #require(sim.engine.lock.locked { sim.engine.state.video.lastEncodedFrame })
        #expect(red.luma == [82, 82, 82, 82] && red.chromaV == [240])
        var nv12 = AgoraVideoFrame()
        nv12.format = 8
        nv12.strideInPixels = 2
        nv12.height = 2
        nv12.dataBuf = Data([100, 100, 100, 100, 90, 200])
        sim.advance(0.1)
        #expect(sim.engine.pushExternalVideoFrame(nv12) == 0)
        sim.advance(0.1)
        let converted = try #require(sim.engine.lock.locked { sim.engine.state.video.lastEncodedFrame })
        #expect(converted.chromaU == [90] && converted.chromaV == [200])
        sim.destroy()
    }

    @Test func pushedFramesReachTheObserverAsCustomAndItsChangesAreEncoded() throws {
        let recorder = FrameRecorder(positions: [.postCapture, .preEncoder], mode: .readWrite)
        recorder.edit = { position, frame in
            if position == "capture" { frame.yBuffer = frame.yBuffer.map { 255 - $0 } }
            return true
        }
        let sim = publishing()
        sim.engine.setVideoFrameDelegate(recorder)
        push(sim, Self.i420(8, 4) { _, _ in 40 }, fps: 15, seconds: 1)
        #expect(recorder.calls.first?.sourceType == .custom)
        #expect(recorder.count("capture") == 15 && recorder.count("preEncode") == 15)
        let encoded = try #require(sim.engine.lock.locked { sim.engine.state.video.lastEncodedFrame })
        #expect(encoded.luma.allSatisfy { $0 == 215 })
        sim.destroy()
    }

    @Test func nothingIsEncodedWhenNotPublishingOrAfterDestroy() {
        let sim = SimHarness(remotes: 0)
        sim.engine.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame)
        push(sim, Self.i420(4, 2), fps: 15, seconds: 1)
        #expect(sim.engine.lock.locked { sim.engine.state.customVideo.encodedFrameCount } == 0)
        let recorder = FrameRecorder()
        sim.engine.setVideoFrameDelegate(recorder)
        #expect(sim.engine.pushExternalVideoFrame(Self.i420(4, 2)) == 0)
        sim.destroy()
        sim.advance(1)
        #expect(recorder.calls.isEmpty, "a frame pushed before destroy is not delivered after it")
    }

    @Test func queryHDRCapabilityAnswersFromTheSimulatedDevice() {
        let sim = SimHarness(remotes: 0)
        for module in AgoraVideoModuleType.allCases { #expect(sim.engine.queryHDRCapability(module) == .unsupported) }
        sim.destroy()
        #expect(sim.engine.queryHDRCapability(.hardwareEncoder) == .unknown)
        let hdr = SimHarness(remotes: 0) { $0.hdrCapability = .supported }
        for module in AgoraVideoModuleType.allCases { #expect(hdr.engine.queryHDRCapability(module) == .supported) }
        hdr.destroy()
    }

    /// A 2x2 P010 frame: luma words 0x6400 (8-bit 100 on top), one U/V pair.
    static func p010(u: UInt8, v: UInt8) -> AgoraVideoFrame {
        var frame = AgoraVideoFrame()
        frame.format = AgoraVideoFormat.cvPixelP010.rawValue
        frame.strideInPixels = 2
        frame.height = 2
        frame.dataBuf = Data([0, 100, 0xC0, 100, 0, 100, 0x40, 100, 0, u, 0, v])
        frame.colorSpace = AgoraColorSpace(primaryID: .IDBT2020, transferID: .IDARIB_STD_B67, matrixID: .IDBT2020_NCL,
                                           rangeID: .limited)
        return frame
    }

    /// P010 (HDR) frames are encoded only where the encoder does HDR; each 10-bit sample keeps its top 8 bits.
    @Test func p010FramesNeedAnHDREncoder() throws {
        let sdr = SimHarness(remotes: 0)
        sdr.engine.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame)
        #expect(sdr.engine.pushExternalVideoFrame(Self.p010(u: 90, v: 200)) == AgoraErrorCode.notSupported.returnCode)
        sdr.destroy()

        let sim = SimHarness(remotes: 0) { $0.hdrCapability = .supported }
        #expect(sim.engine.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame) == 0)
        sim.engine.enableVideo()
        var options = AgoraRtcChannelMediaOptions()
        options.publishCustomVideoTrack = true
        options.clientRoleType = .broadcaster
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: options, joinSuccess: nil)
        sim.advance(0.5)
        #expect(sim.engine.pushExternalVideoFrame(Self.p010(u: 90, v: 200), videoTrackId: 0) == 0)
        sim.advance(0.1)
        let converted = try #require(sim.engine.lock.locked { sim.engine.state.video.lastEncodedFrame })
        #expect(converted.luma == [100, 100, 100, 100] && converted.chromaU == [90] && converted.chromaV == [200])
        var short = Self.p010(u: 1, v: 2)
        short.dataBuf = short.dataBuf?.prefix(11)
        #expect(sim.engine.pushExternalVideoFrame(short) == AgoraErrorCode.invalidArgument.returnCode)
        let line = sim.trace.events.first { $0.name == "pushExternalVideoFrame(_:videoTrackId:)" }?.detail ?? ""
        #expect(line.contains("colorSpace: {primaryID: .IDBT2020, transferID: .IDARIB_STD_B67, matrixID: .IDBT2020_NCL, "
                              + "rangeID: .limited}") && line.hasSuffix("videoTrackId: 0"))
        sim.destroy()
    }

    /// Only the default custom track (0) exists in the simulation.
    @Test func pushingToAnotherTrackIsRefused() {
        let sim = SimHarness(remotes: 0)
        sim.engine.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame)
        #expect(sim.engine.pushExternalVideoFrame(Self.i420(4, 2), videoTrackId: 0) == 0)
        #expect(sim.engine.pushExternalVideoFrame(Self.i420(4, 2), videoTrackId: 3) == AgoraErrorCode.invalidArgument.returnCode)
        sim.destroy()
    }
}
