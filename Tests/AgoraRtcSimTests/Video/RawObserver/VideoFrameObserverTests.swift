import Foundation
import Testing
@testable import AgoraRtcSim

@Suite struct VideoFrameObserverTests {
    /// Previewing broadcaster with a local view, joined, remote users present and decoding.
    private func running(_ recorder: FrameRecorder, remotes: Int = 1, localView: AgoraVideoView = AgoraVideoView()) -> SimHarness {
        let sim = SimHarness(remotes: remotes)
        #expect(sim.engine.setVideoFrameDelegate(recorder))
        sim.engine.enableVideo()
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: localView))
        sim.engine.startPreview()
        sim.joinAsBroadcaster()
        sim.advance(4)
        return sim
    }

    private func encodedFrame(_ sim: SimHarness) -> AgoraSimVideoFrame? {
        sim.engine.lock.locked { sim.engine.state.video.lastEncodedFrame }
    }

    @Test func everyPositionGetsFramesAtItsCadence() throws {
        let recorder = FrameRecorder()
        let sim = running(recorder)
        let remote = try #require(sim.engine.lock.locked { sim.engine.state[.main].remotes.first })
        let before = (recorder.count("capture"), recorder.count("preEncode"), recorder.count("render"))
        sim.advance(2)
        // 15 fps capture (encoder default), all encoded while publishing; the remote at its own rate, no view bound.
        #expect((29...31).contains(recorder.count("capture") - before.0))
        #expect((29...31).contains(recorder.count("preEncode") - before.1))
        #expect(abs(recorder.count("render") - before.2 - remote.fps * 2) <= 1)
        let capture = try #require(recorder.calls.first { $0.position == "capture" })
        #expect(capture.sourceType == .camera && capture.type == AgoraVideoFormat.I420.rawValue)
        #expect(capture.width == 64 && capture.height == 36)
        let render = try #require(recorder.calls.first { $0.position == "render" })
        #expect(render.uid == remote.uid && render.channelId == "demo")
        sim.destroy()
    }

    @Test func onlyTheObservedPositionsAreCalled() {
        let recorder = FrameRecorder(positions: .preRenderer)
        let sim = running(recorder)
        #expect(recorder.count("render") > 0)
        #expect(recorder.count("capture") == 0 && recorder.count("preEncode") == 0)
        sim.destroy()
    }

    @Test func readWriteChangesReachThePreviewAndTheEncoder() throws {
        let recorder = FrameRecorder(mode: .readWrite)
        recorder.edit = { position, frame in
            if position == "capture" { frame.yBuffer = [UInt8](repeating: 200, count: frame.yBuffer.count) }
            if position == "preEncode" { frame.uBuffer = [UInt8](repeating: 60, count: frame.uBuffer.count) }
            return true
        }
        let view = AgoraVideoView()
        let sim = running(recorder, localView: view)
        let shown = try #require(view.latestFrame)
        #expect(shown.luma.allSatisfy { $0 == 200 }, "the preview shows what onCapture wrote")
        #expect(!shown.chromaU.allSatisfy { $0 == 60 }, "onPreEncode changes only what is encoded")
        let encoded = try #require(encodedFrame(sim))
        #expect(encoded.luma.allSatisfy { $0 == 200 } && encoded.chromaU.allSatisfy { $0 == 60 })
        sim.destroy()
    }

    @Test func readOnlyChangesAreIgnored() throws {
        let recorder = FrameRecorder(mode: .readOnly)
        recorder.edit = { _, frame in
            frame.yBuffer = [UInt8](repeating: 200, count: frame.yBuffer.count)
            return true
        }
        let view = AgoraVideoView()
        let sim = running(recorder, localView: view)
        #expect(try #require(view.latestFrame).luma.contains { $0 != 200 })
        #expect(try #require(encodedFrame(sim)).luma.contains { $0 != 200 })
        sim.destroy()
    }

    @Test func returningFalseDropsTheFrame() throws {
        let recorder = FrameRecorder()
        recorder.edit = { position, _ in position != "capture" && position != "render" }
        let localView = AgoraVideoView()
        let sim = running(recorder, localView: localView)
        let remote = try #require(sim.engine.lock.locked { sim.engine.state[.main].remotes.first })
        let remoteView = AgoraVideoView()
        sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: remote.uid, view: remoteView))
        sim.advance(2)
        #expect(recorder.count("capture") > 20)
        #expect(localView.renderedFrames == 0, "dropped at capture: not previewed")
        #expect(recorder.count("preEncode") == 0, "dropped at capture: never reaches the encoder")
        #expect(sim.engine.lock.locked { sim.engine.state.video.camera.encodedFrameCount } == 0)
        #expect(remoteView.renderedFrames == 0, "dropped before rendering")
        #expect(!sim.recorder.events.contains { $0.hasPrefix("firstRemoteFrame") })
        sim.destroy()
    }

    @Test(arguments: [
        (AgoraVideoFormat.I420, AgoraVideoFormat.I420), (.cvPixelI420, .I420), (.NV12, .NV12), (.cvPixelNV12, .NV12),
        (.BGRA, .BGRA), (.cvPixelBGRA, .BGRA), (.RGBA, .RGBA), (.I422, .I420), (.NV21, .I420), (.default, .I420),
    ])
    func framesArriveInThePreferredFormat(_ preference: AgoraVideoFormat, _ delivered: AgoraVideoFormat) throws {
        let recorder = FrameRecorder(format: preference, positions: .postCapture)
        let sim = running(recorder, remotes: 0)
        let frame = try #require(recorder.last("capture"))
        #expect(frame.format == delivered)
        let pixels = Int(frame.width * frame.height), chroma = Int((frame.width + 1) / 2 * ((frame.height + 1) / 2))
        switch delivered {
        case .BGRA, .RGBA:
            #expect(frame.yBuffer.count == pixels * 4 && frame.yStride == frame.width * 4 && frame.uBuffer.isEmpty)
        case .NV12:
            #expect(frame.yBuffer.count == pixels && frame.uBuffer.count == chroma * 2 && frame.vBuffer.isEmpty)
        default:
            #expect(frame.yBuffer.count == pixels && frame.uBuffer.count == chroma && frame.vBuffer.count == chroma)
        }
        sim.destroy()
    }

    @Test func bgraEditsComeBackAsRealColour() throws {
        let recorder = FrameRecorder(format: .BGRA, positions: .postCapture, mode: .readWrite)
        recorder.edit = { _, frame in
            for index in stride(from: 0, to: frame.yBuffer.count, by: 4) {
                (frame.yBuffer[index], frame.yBuffer[index + 1], frame.yBuffer[index + 2]) = (0, 0, 255)  // pure red
            }
            return true
        }
        let view = AgoraVideoView()
        let sim = running(recorder, remotes: 0, localView: view)
        let shown = try #require(view.latestFrame)
        #expect(shown.luma.allSatisfy { $0 == 82 } && shown.chromaV.allSatisfy { $0 == 240 })
        sim.destroy()
    }

    @Test func remoteFramesFlowWithoutAViewUntilTheObserverIsRemoved() {
        let recorder = FrameRecorder(positions: .preRenderer)
        let sim = running(recorder, remotes: 2)
        let uids = Set(recorder.calls.compactMap(\.uid))
        #expect(uids.count == 2)
        #expect(sim.engine.setVideoFrameDelegate(nil))
        let stopped = recorder.calls.count
        sim.advance(2)
        #expect(recorder.calls.count == stopped)
        sim.destroy()
    }

    /// An app that renders remote users itself from the observer binds no view (ARKit's renderer): its first frame
    /// is still rendered, so the first-frame and tracing callbacks come, once per user, only while the observer is set.
    @Test func observerOnlyRenderingStillReportsEachUsersFirstFrame() {
        let recorder = FrameRecorder(positions: .preRenderer)
        let sim = running(recorder, remotes: 2)
        let names = sim.trace.events.map(\.name)
        #expect(names.filter { $0 == "rtcEngine(_:firstRemoteVideoFrameOfUid:size:elapsed:)" }.count == 2)
        #expect(names.filter { $0 == "rtcEngine(_:videoRenderingTracingResultOfUid:currentEvent:tracingInfo:)" }.count == 2)
        sim.destroy()

        let unobserved = SimHarness(remotes: 2)
        unobserved.engine.enableVideo()
        unobserved.joinAsBroadcaster()
        unobserved.advance(4)
        #expect(!unobserved.trace.events.contains { $0.name == "rtcEngine(_:firstRemoteVideoFrameOfUid:size:elapsed:)" },
                "neither a view nor an observer: nothing is rendered")
        unobserved.destroy()
    }

    @Test func theFirstCallbackIsTracedThenOneLineEveryTwoSeconds() {
        let recorder = FrameRecorder(positions: .postCapture)
        let sim = running(recorder, remotes: 0)
        sim.advance(2)
        let lines = sim.trace.events.filter { $0.name == "onCapture(_:sourceType:)" }
        #expect(lines.first?.isPeriodic == false)
        #expect(lines.first?.detail == "sourceType: .camera, 64x36 .I420")
        #expect((2...4).contains(lines.count), "about one line per 2 s, not one per frame")
        #expect(lines.dropFirst().allSatisfy { $0.isPeriodic && $0.detail.contains("since the last line") })
        sim.destroy()
    }

    @Test func nothingReachesTheObserverAfterDestroy() {
        let recorder = FrameRecorder()
        let sim = running(recorder, remotes: 2)
        let calls = recorder.calls.count
        #expect(calls > 0)
        sim.destroy()
        sim.advance(3)
        #expect(recorder.calls.count == calls)
        #expect(!sim.engine.setVideoFrameDelegate(recorder), "-7 once destroyed")
    }

    @Test func theObserverIsHeldWeakly() {
        let sim = SimHarness(remotes: 0)
        var recorder: FrameRecorder? = FrameRecorder()
        sim.engine.setVideoFrameDelegate(recorder)
        weak let weakRecorder = recorder
        recorder = nil
        #expect(weakRecorder == nil)
        sim.engine.enableVideo()
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: AgoraVideoView()))
        sim.engine.startPreview()
        sim.advance(1)
        sim.destroy()
    }
}
