import Foundation
import Testing
@testable import AgoraRtcSim

@Suite struct RenderingTests {
    @Test func previewRendersAtTheEncoderFrameRateAndOrientation() {
        let sim = SimHarness(remotes: 0)
        let view = AgoraVideoView()
        sim.engine.enableVideo()
        sim.engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: CGSize(width: 640, height: 360), frameRate: .fps24, bitrate: 0,
            orientationMode: .fixedPortrait, mirrorMode: .auto))
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: view, renderMode: .hidden))
        #expect(view.renderedFrames == 0)
        sim.engine.startPreview()
        sim.advance(0.5)
        let start = view.renderedFrames
        sim.advance(2)
        #expect((47...49).contains(view.renderedFrames - start), "24 fps for 2 s")
        let frame = view.latestFrame
        #expect(frame?.width == 360 && frame?.height == 640)
        #expect(frame?.lumaWidth == 36 && frame?.lumaHeight == 64)
        #expect(frame?.luma.count == 36 * 64)
        #expect(sim.recorder.events.contains("firstLocalFrame 360x640"))
        #expect(sim.recorder.events.contains("localVideo capturing"))
        sim.engine.stopPreview()
        sim.advance(0)
        let stopped = view.renderedFrames
        sim.advance(1)
        #expect(view.renderedFrames == stopped)
        #expect(sim.recorder.events.last == "localVideo stopped")
    }

    @Test func framesMoveOverTimeAndDifferPerUser() {
        let a1 = SimFramePainter.paint(uid: 1001, width: 960, height: 540, timestampMs: 0, mirrored: false)
        let a2 = SimFramePainter.paint(uid: 1001, width: 960, height: 540, timestampMs: 500, mirrored: false)
        let b1 = SimFramePainter.paint(uid: 2002, width: 960, height: 540, timestampMs: 0, mirrored: false)
        #expect(a1 == SimFramePainter.paint(uid: 1001, width: 960, height: 540, timestampMs: 0, mirrored: false))
        #expect(a1.luma != a2.luma)
        #expect(a1.luma != b1.luma)
        #expect(a1.lumaWidth == 64 && a1.lumaHeight == 36)
        let mirrored = SimFramePainter.paint(uid: 1001, width: 960, height: 540, timestampMs: 0, mirrored: true)
        #expect(mirrored.lumaAt(x: 0, y: 10) == a1.lumaAt(x: 63, y: 10))
    }

    @Test func remoteFramesRenderIntoABoundViewAtTheUsersFrameRate() throws {
        let sim = SimHarness(remotes: 1)
        sim.joinAsBroadcaster()
        sim.advance(3.5)
        let uid = try #require(sim.engine.lock.locked { sim.engine.state[.main].remotes.first })
        let view = AgoraVideoView()
        #expect(sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid.uid, view: view, renderMode: .fit)) == 0)
        sim.advance(0.5)
        let start = view.renderedFrames
        sim.advance(2)
        let rendered = view.renderedFrames - start
        #expect(abs(rendered - uid.fps * 2) <= 1)
        let frame = try #require(view.latestFrame)
        #expect(frame.uid == uid.uid && frame.width == uid.width && frame.height == uid.height)
        #expect(view.renderMode == .fit)
        #expect(sim.recorder.events.contains("firstRemoteFrame \(uid.uid) \(uid.width)x\(uid.height)"))
        #expect(sim.recorder.count("tracing \(uid.uid) firstFrameRendered") == 1)
        sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid.uid, view: nil))
        let unbound = view.renderedFrames
        sim.advance(1)
        #expect(view.renderedFrames == unbound, "unbinding stops rendering; the last frame stays")
        #expect(view.latestFrame != nil)
    }

    /// The canvas's background colour (RGBA) is the view's from the moment it is bound, before any frame, and a new
    /// canvas on the same view replaces it; the default is the SDK's transparent black.
    @Test func theCanvasBackgroundColourIsTheViews() throws {
        let sim = SimHarness(remotes: 1)
        sim.joinAsBroadcaster()
        let view = AgoraVideoView()
        #expect(view.backgroundColor == 0)
        #expect(sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: 4242, view: view, renderMode: .fit,
                                                                 backgroundColor: 0xff0d_00ff)) == 0)
        #expect(view.backgroundColor == 0xff0d_00ff && view.renderMode == .fit && view.latestFrame == nil,
                "bound to a user who is not there yet: the background is all the view shows")
        sim.advance(3.5)
        let uid = try #require(sim.engine.lock.locked { sim.engine.state[.main].remotes.first })
        sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid.uid, view: view, renderMode: .fit, backgroundColor: 0x0400_ffff))
        sim.advance(0.5)
        #expect(view.backgroundColor == 0x0400_ffff && view.latestFrame != nil)
        let local = AgoraVideoView()
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: local, backgroundColor: 0xeaff_00ff))
        #expect(local.backgroundColor == 0xeaff_00ff)
    }

    @Test func instantRenderingAndPreloadShortenTheTimeline() {
        func tracing(instant: Bool, preload: Bool) -> AgoraVideoRenderingTracingInfo? {
            let sim = SimHarness(seed: 3, remotes: 1)
            if instant { sim.engine.enableInstantMediaRendering() }
            sim.engine.startMediaRenderingTracing()
            if preload { sim.engine.preloadChannel(byToken: nil, channelId: "demo", uid: 0) }
            let view = AgoraVideoView()
            sim.advance(0.1)
            sim.joinAsBroadcaster()
            sim.advance(4)
            if let uid = sim.engine.lock.locked({ sim.engine.state[.main].remotes.first?.uid }) {
                sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: view))
            }
            sim.advance(1)
            return sim.recorder.tracing.first
        }
        let plain = tracing(instant: false, preload: false)
        let fast = tracing(instant: true, preload: true)
        #expect(plain != nil && fast != nil)
        #expect((plain?.start2JoinChannel ?? 0) >= 100)
        #expect((200...400).contains(plain?.join2JoinSuccess ?? 0))
        #expect((fast?.join2JoinSuccess ?? 999) < 150)
        #expect((fast?.remoteJoined2PacketReceived ?? 999) < (plain?.remoteJoined2PacketReceived ?? 0))
    }
}
