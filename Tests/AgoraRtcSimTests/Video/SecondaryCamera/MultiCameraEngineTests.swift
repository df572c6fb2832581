import Foundation
import Testing
@testable import AgoraRtcSim

/// Multi-camera capture in virtual time: `enableMultiCamera` and the device's support (-4 without it), the second
/// camera's own state machine and picture, its canvas, publishing it on a joinChannelEx connection, and what the
/// main connection and the channel's simulated users see of that second user.
@Suite struct MultiCameraEngineTests {
    static let rear = AgoraCameraCapturerConfiguration(cameraDirection: .rear)

    static func secondaryStates(_ sim: SimHarness) -> [String] {
        sim.trace.events.filter { $0.kind == .callback && $0.name.hasPrefix("rtcEngine(_:localVideoStateChangedOf:")
            && $0.detail.hasSuffix("sourceType: .cameraSecondary") }.map(\.detail)
    }

    static func secondaryCanvas(_ view: AgoraVideoView?, uid: UInt = 12345) -> AgoraRtcVideoCanvas {
        var canvas = AgoraRtcVideoCanvas(uid: uid, view: view, renderMode: .hidden, mirrorMode: .disabled)
        canvas.sourceType = .cameraSecondary
        return canvas
    }

    @Test func theSecondCameraNeedsMultiCameraModeAndADeviceThatHasIt() {
        let sim = SimHarness(remotes: 0)
        sim.engine.enableVideo()
        #expect(sim.engine.startCameraCapture(.cameraSecondary, config: Self.rear) == -4, "multi-camera mode is off")
        #expect(sim.engine.stopCameraCapture(.cameraSecondary) == -4)
        #expect(sim.engine.enableMultiCamera(true, config: Self.rear) == 0)
        #expect(sim.engine.startCameraCapture(.cameraSecondary, config: Self.rear) == 0)
        #expect(sim.engine.startCameraCapture(.screen, config: Self.rear) == -2, "not a camera")

        let old = SimHarness(remotes: 0) { $0.camera.multiCameraSupported = false }
        old.engine.enableVideo()
        #expect(old.engine.enableMultiCamera(true, config: Self.rear) == -4, "the device cannot run both cameras")
        #expect(old.engine.startCameraCapture(.cameraSecondary, config: Self.rear) == -4)
        #expect(old.engine.enableMultiCamera(false, config: Self.rear) == 0, "turning it off is always fine")
        let basic = SimHarness(remotes: 0) { $0.camera = .basic }
        let tele = AgoraCameraCapturerConfiguration(cameraDirection: .rear, cameraFocalLengthType: .telephoto)
        #expect(basic.engine.enableMultiCamera(true, config: tele) == -4, "a lens the rear camera lacks")
    }

    @Test func theSecondCameraCapturesOnItsOwnAndShowsAnotherPicture() {
        let sim = SimHarness(remotes: 0)
        sim.engine.enableVideo()
        let front = AgoraVideoView(), second = AgoraVideoView()
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: front, renderMode: .hidden))
        sim.engine.startPreview()
        sim.engine.enableMultiCamera(true, config: Self.rear)
        sim.engine.setupLocalVideo(Self.secondaryCanvas(second))
        sim.advance(1)
        #expect(second.latestFrame == nil, "not started")
        #expect(Self.secondaryStates(sim).isEmpty)
        sim.engine.startCameraCapture(.cameraSecondary, config: Self.rear)
        sim.advance(1)
        #expect(Self.secondaryStates(sim) == ["state: .capturing, reason: .ok, sourceType: .cameraSecondary"])
        #expect(sim.trace.events.contains { $0.name.hasPrefix("rtcEngine(_:firstLocalVideoFrameWith:") && $0.detail.hasSuffix(".cameraSecondary") })
        guard let a = front.latestFrame, let b = second.latestFrame else {
            Issue.record("both views should show a picture")
            return
        }
        // A visibly different picture: most pixels differ a lot, and its mean brightness is far from the front one's.
        let differing = zip(a.luma, b.luma).filter { abs(Int($0) - Int($1)) > 40 }.count
        #expect(a.luma.count == b.luma.count && differing * 2 > a.luma.count, "\(differing) of \(a.luma.count)")
        let mean = { (f: AgoraSimVideoFrame) in f.luma.reduce(0) { $0 + Int($1) } / f.luma.count }
        #expect(mean(b) - mean(a) > 60, "the rear camera films a bright scene: \(mean(a)) vs \(mean(b))")
        let frames = second.renderedFrames
        sim.advance(1)
        #expect(second.renderedFrames - frames >= 10, "it keeps capturing at the encoder's rate")

        // Unbinding blanks the view; stopping ends the state machine, the primary camera goes on.
        sim.engine.setupLocalVideo(Self.secondaryCanvas(nil))
        #expect(second.latestFrame == nil)
        #expect(sim.engine.stopCameraCapture(.cameraSecondary) == 0)
        sim.advance(1)
        #expect(Self.secondaryStates(sim).last == "state: .stopped, reason: .ok, sourceType: .cameraSecondary")
        #expect(sim.engine.enableMultiCamera(false, config: Self.rear) == 0)
        let primary = front.renderedFrames
        sim.advance(1)
        #expect(front.renderedFrames > primary, "the front camera is not affected")
    }

    @Test func aConnectionPublishesTheSecondCameraAsAnotherUser() {
        let sim = SimHarness(remotes: 1)
        sim.engine.enableMultiCamera(true, config: Self.rear)
        sim.joinAsBroadcaster(uid: 100)
        sim.engine.startCameraCapture(.cameraSecondary, config: Self.rear)
        var options = AgoraRtcChannelMediaOptions()
        options.publishSecondaryCameraTrack = true
        options.publishMicrophoneTrack = true
        options.clientRoleType = .broadcaster
        options.autoSubscribeAudio = false
        options.autoSubscribeVideo = false
        let connection = AgoraRtcConnection(channelId: "demo", localUid: 12345)
        // Muted before it joins, as the sample does: the main connection never subscribes to it.
        sim.engine.muteRemoteAudioStream(12345, mute: true)
        sim.engine.muteRemoteVideoStream(12345, mute: true)
        #expect(sim.engine.joinChannelEx(byToken: nil, connection: connection, delegate: nil, mediaOptions: options,
                                         joinSuccess: nil) == 0)
        #expect(sim.lastCall("joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)")?.detail
            .contains("publishSecondaryCameraTrack: true") == true)
        sim.advance(2)
        // Encoding once the connection publishes it (reported to that connection's delegate, which made the change).
        #expect(Self.secondaryStates(sim).last?.hasSuffix("state: .encoding, reason: .ok, sourceType: .cameraSecondary") == true,
                "\(Self.secondaryStates(sim))")
        // The channel's other users see two users from this device, both sending video and sound.
        let seen = sim.engine.simPublishers(inChannel: "demo")
        #expect(seen.map(\.uid) == [100, 12345] && seen.allSatisfy { $0.video && $0.audio }, "\(seen)")
        // The main connection hears the second user join, but neither decodes its video nor hears it.
        #expect(sim.recorder.events.contains("joined 12345"))
        #expect(!sim.trace.events.contains { $0.name.hasPrefix("rtcEngine(_:remoteVideoStateChangedOfUid:") && $0.detail.hasPrefix("uid: 12345") })

        // Unmuted, its video (the rear camera's picture) starts; muted again, it stops for the local reason.
        sim.engine.muteRemoteVideoStream(12345, mute: false)
        let view = AgoraVideoView()
        sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: 12345, view: view, renderMode: .hidden))
        sim.advance(2)
        #expect(view.latestFrame.map { $0.uid } == 12345)
        #expect(sim.engine.muteRemoteVideoStream(12345, mute: true) == 0)
        sim.advance(0.1)
        #expect(sim.trace.events.last { $0.name.hasPrefix("rtcEngine(_:remoteVideoStateChangedOfUid:") }?.detail
            .hasPrefix("uid: 12345, state: .stopped, reason: .localMuted") == true)
        #expect(sim.engine.muteRemoteVideoStream(0, mute: true) == -2)

        // Stopping the capture and leaving: the second user goes, the main one stays.
        sim.engine.stopCameraCapture(.cameraSecondary)
        sim.engine.leaveChannelEx(connection, leaveChannelBlock: nil)
        sim.advance(1)
        #expect(sim.engine.simPublishers(inChannel: "demo").map(\.uid) == [100])
        #expect(sim.recorder.events.contains("offline 12345 quit") || sim.recorder.events.contains { $0.hasPrefix("offline 12345") })
        #expect(Self.secondaryStates(sim).last == "state: .stopped, reason: .ok, sourceType: .cameraSecondary")
    }

    @Test func disablingVideoOrMultiCameraStopsTheSecondCamera() {
        let sim = SimHarness(remotes: 0)
        sim.engine.enableVideo()
        sim.engine.enableMultiCamera(true, config: Self.rear)
        sim.engine.startCameraCapture(.cameraSecondary, config: Self.rear)
        sim.advance(1)
        sim.engine.disableVideo()
        sim.advance(0.1)
        #expect(Self.secondaryStates(sim).last == "state: .stopped, reason: .ok, sourceType: .cameraSecondary")
        sim.engine.enableVideo()
        sim.advance(1)
        #expect(Self.secondaryStates(sim).last == "state: .capturing, reason: .ok, sourceType: .cameraSecondary",
                "the capture was not stopped: it resumes with video")
        sim.engine.enableMultiCamera(false, config: Self.rear)
        sim.engine.enableMultiCamera(true, config: Self.rear)
        sim.advance(1)
        #expect(Self.secondaryStates(sim).last == "state: .stopped, reason: .ok, sourceType: .cameraSecondary",
                "leaving multi-camera mode stops the second camera for good")
    }
}
