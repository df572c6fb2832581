import Foundation
import Testing
import TestSupport
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// What a case sends beyond its camera reaches another instance (issue 34, item 15): a picture's alpha
/// (`encodeAlpha`, shown only in a canvas with `enableAlphaMask`), the simulcast streams a receiver picks with
/// `setRemoteVideoStream`, and the channel media relay's user in the destination channel (its video and sound).
@Suite struct CloudStreamsTests {
    typealias Peers = CloudPeerTests

    /// Two instances on a scratch rendezvous, not joined yet.
    struct Instances {
        let scratch: ScratchDirectory
        let a: SimHarness
        let b: SimHarness

        init() throws {
            scratch = try ScratchDirectory(prefix: "cloud")
            a = Peers.instance(scratch)
            b = Peers.instance(scratch)
        }

        func end() {
            a.destroy()
            b.destroy()
            scratch.remove()
        }
    }

    /// `a` joins "demo" as 1001 publishing pushed frames (alpha stitched right, `encodeAlpha` as given); `b` joins as
    /// 2002 and binds 1001 with `alphaMask`. The frame `b`'s view shows once pictures arrive.
    private func receivedAlphaPicture(encodeAlpha: Bool, alphaMask: Bool) throws -> AgoraSimVideoFrame? {
        let peers = try Instances()
        defer { peers.end() }
        let (a, b) = (peers.a, peers.b)
        a.engine.setExternalVideoSource(true, useTexture: false, sourceType: .videoFrame)
        a.engine.enableVideo()
        var encoder = AgoraVideoEncoderConfiguration(size: CGSize(width: 160, height: 90), frameRate: .fps15, bitrate: 0,
                                                     orientationMode: .adaptative, mirrorMode: .auto)
        encoder.advancedVideoOptions.encodeAlpha = encodeAlpha
        a.engine.setVideoEncoderConfiguration(encoder)
        var options = AgoraRtcChannelMediaOptions()
        options.publishCustomVideoTrack = true
        options.publishCameraTrack = false
        options.clientRoleType = .broadcaster
        a.engine.joinChannel(byToken: nil, channelId: "demo", uid: 1001, mediaOptions: options, joinSuccess: nil)
        b.joinAsBroadcaster(uid: 2002)
        let view = AgoraVideoView()
        var canvas = AgoraRtcVideoCanvas(uid: 1001, view: view, renderMode: .hidden)
        canvas.enableAlphaMask = alphaMask
        b.engine.setupRemoteVideo(canvas)
        let arrived = Peers.pump([a, b]) {
            a.engine.pushExternalVideoFrame(AlphaStitchTests.stitched(.alphaStitchRight))
            return view.latestFrame != nil && b.recorder.events.contains("joined 1001")
        }
        #expect(arrived)
        return view.latestFrame
    }

    @Test func aPicturesAlphaReachesARemoteCanvasWithTheAlphaMask() throws {
        let frame = try #require(try receivedAlphaPicture(encodeAlpha: true, alphaMask: true))
        let side = AlphaStitchTests.pictureSide
        #expect(frame.lumaWidth == side && frame.lumaHeight == side, "the picture half, not the stitched frame")
        let alpha = try #require(frame.alpha, "encodeAlpha sent it and enableAlphaMask shows it")
        #expect(alpha.count == side * side)
        for y in 0..<side {
            for x in 0..<side {
                #expect(frame.isOpaqueAt(x: x, y: y) == (x >= 2), "cut out at \(x),\(y)")
                #expect(frame.lumaAt(x: x, y: y) == AlphaStitchTests.pictureLuma(x, y))
            }
        }
    }

    @Test func withoutTheMaskOrWithoutEncodeAlphaTheRemotePictureIsOpaque() throws {
        let unmasked = try #require(try receivedAlphaPicture(encodeAlpha: true, alphaMask: false))
        #expect(unmasked.alpha == nil, "the canvas has no enableAlphaMask")
        let unsent = try #require(try receivedAlphaPicture(encodeAlpha: false, alphaMask: true))
        #expect(unsent.alpha == nil, "nothing but the picture was encoded")
    }

    /// Layer 2 at 960×540@15 and layer 4 at 480×270@5 beside the main stream, and the low stream on.
    static func layers() -> AgoraSimulcastConfig {
        var config = AgoraSimulcastConfig()
        config.configs[1] = AgoraStreamLayerConfig(dimensions: CGSize(width: 960, height: 540), framerate: 15, enable: true)
        config.configs[3] = AgoraStreamLayerConfig(dimensions: CGSize(width: 480, height: 270), framerate: 5, enable: true)
        return config
    }

    /// The next whole stats period of 1001 at `b` (the one under way may have begun on the previous stream).
    private func nextStats(_ a: SimHarness, _ b: SimHarness) -> AgoraRtcRemoteVideoStats? {
        let reports = b.recorder.remoteVideoStats.count
        Peers.pump([a, b]) { b.recorder.remoteVideoStats.count > reports + 2 }
        return b.recorder.remoteVideoStats.last { $0.uid == 1001 }
    }

    @Test func aReceiverPicksTheSimulcastStreamItReceives() throws {
        let peers = try Instances()
        defer { peers.end() }
        let (a, b) = (peers.a, peers.b)
        #expect(a.engine.setSimulcastConfig(Self.layers()) == 0)
        #expect(a.engine.setDualStreamMode(.enableSimulcastStream) == 0)
        #expect(Peers.meet(a, b))
        let view = Peers.bindViews(b, 1001)
        #expect(Peers.pump([a, b]) { view.latestFrame != nil })

        #expect(b.engine.setRemoteVideoStream(1001, type: .layer4) == 0)
        let layer4 = try #require(nextStats(a, b))
        #expect(layer4.width == 480 && layer4.height == 270, "\(layer4.width)x\(layer4.height)")
        #expect(layer4.rxStreamType == AgoraVideoStreamType.layer4.rawValue)
        #expect((3...7).contains(layer4.receivedFrameRate), "layer 4's 5 fps, not the main 15: \(layer4.receivedFrameRate)")
        #expect(layer4.packetLossRate == 0, "the frames the layer skips are not losses")
        #expect(try #require(view.latestFrame).width == 480)

        #expect(b.engine.setRemoteVideoStream(1001, type: .low) == 0)
        let low = try #require(nextStats(a, b))
        #expect(low.width == SimReceivedVideo.lowWidth && low.height == SimReceivedVideo.lowHeight)
        #expect(low.rxStreamType == AgoraVideoStreamType.low.rawValue && (3...7).contains(low.receivedFrameRate))

        #expect(b.engine.setRemoteVideoStream(1001, type: .high) == 0)
        let high = try #require(nextStats(a, b))
        let main = a.engine.lock.locked { a.engine.state.video.encoder.encodedSize }
        #expect(high.width == main.width && high.height == main.height && high.rxStreamType == 0)
        #expect((10...22).contains(high.receivedFrameRate), "\(high.receivedFrameRate)")
    }

    @Test func aPublisherWithoutSimulcastAnswersEveryStreamWithItsMainOne() throws {
        let peers = try Instances()
        defer { peers.end() }
        let (a, b) = (peers.a, peers.b)
        #expect(Peers.meet(a, b))
        _ = Peers.bindViews(b, 1001)
        #expect(b.engine.setRemoteVideoStream(1001, type: .layer2) == 0)
        let stats = try #require(nextStats(a, b))
        let main = a.engine.lock.locked { a.engine.state.video.encoder.encodedSize }
        #expect(stats.width == main.width && stats.rxStreamType == 0 && stats.receivedFrameRate >= 10)
    }

    @Test func theRelayedHostJoinsTheDestinationChannelOfAnotherInstanceAndQuitsWhenItStops() throws {
        let peers = try Instances()
        defer { peers.end() }
        let (a, b) = (peers.a, peers.b)
        a.joinAsBroadcaster(channel: "demo", uid: 1001)
        b.joinAsBroadcaster(channel: "dest", uid: 2002)
        let view = Peers.bindViews(b, 3003)
        var config = AgoraChannelMediaRelayConfiguration()
        config.sourceInfo = AgoraChannelMediaRelayInfo(token: nil, channelName: nil, uid: 0)
        config.setDestinationInfo(AgoraChannelMediaRelayInfo(token: nil, channelName: "dest", uid: 3003), forChannelName: "dest")
        #expect(a.engine.startOrUpdateChannelMediaRelay(config) == 0)
        #expect(Peers.pump([a, b]) { b.recorder.events.contains("joined 3003") && view.latestFrame != nil },
                "\(b.recorder.events.filter { $0.hasPrefix("joined") })")
        // The relayed picture is 1001's camera, under the relay user's uid; nothing of 1001 itself reaches "dest".
        let frame = try #require(view.latestFrame)
        #expect(frame.uid == 3003 && !b.recorder.events.contains("joined 1001"))
        #expect(Peers.pump([a, b]) { b.recorder.remoteVideoStats.contains { $0.uid == 3003 && $0.receivedFrameRate > 0 } })
        // And its sound, decoded from the frames the relay user sends.
        #expect(Peers.pump([a, b]) { b.recorder.events.contains("remoteAudio 3003 decoding remoteUnmuted") })

        a.engine.pauseAllChannelMediaRelay()
        // The relay user's next presence (within a heartbeat) says its video stopped.
        #expect(Peers.pump([a, b]) { b.recorder.events.contains { $0.hasPrefix("remoteVideo 3003 stopped") } },
                "\(b.recorder.events.filter { $0.contains("3003") })")
        let pausedAt = view.renderedFrames
        Peers.pump([a, b], limit: 20) { false }
        #expect(view.renderedFrames - pausedAt <= 2, "paused: nothing is sent")
        a.engine.resumeAllChannelMediaRelay()

        #expect(a.engine.stopChannelMediaRelay() == 0)
        #expect(Peers.pump([a, b]) { b.recorder.events.contains("offline 3003 quit") })
    }
}
