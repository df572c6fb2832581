import Foundation
import Testing
@testable import AgoraRtcSim

/// The app in the background (`simApplicationState`): iOS takes the camera away unless the app set
/// `rtc.camera_enable_multitasking`, and gives it back in the foreground.
@Suite struct BackgroundCameraTests {
    /// A joined broadcaster with a local view: the camera encodes.
    private static func publishing() -> (SimHarness, AgoraVideoView) {
        let sim = SimHarness(remotes: 0)
        let view = AgoraVideoView()
        sim.engine.enableVideo()
        sim.engine.setupLocalVideo(AgoraRtcVideoCanvas(uid: 0, view: view, renderMode: .hidden, mirrorMode: .disabled))
        sim.engine.startPreview()
        sim.joinAsBroadcaster()
        sim.advance(1)
        return (sim, view)
    }

    /// The camera's local-video states, as the trace has them ("state: .encoding, reason: .ok").
    private static func cameraStates(_ sim: SimHarness) -> [String] {
        sim.trace.events.filter {
            $0.kind == .callback && $0.name == "rtcEngine(_:localVideoStateChangedOf:reason:sourceType:)"
                && $0.detail.hasSuffix("sourceType: .camera")
        }.map { $0.detail.replacingOccurrences(of: ", sourceType: .camera", with: "") }
    }

    @Test func theBackgroundStopsTheCameraAndTheForegroundGivesItBack() throws {
        let (sim, view) = Self.publishing()
        #expect(Self.cameraStates(sim).last == "state: .encoding, reason: .ok")
        let before = Self.cameraStates(sim).count
        #expect(sim.engine.simApplicationState(inBackground: true) == 0)
        sim.advance(0.5)
        #expect(Array(Self.cameraStates(sim).dropFirst(before)) == ["state: .failed, reason: .captureInBackground"])
        // No more pictures in the view while in the background.
        let shown = view.renderedFrames
        sim.advance(2)
        #expect(view.renderedFrames == shown)

        #expect(sim.engine.simApplicationState(inBackground: false) == 0)
        sim.advance(1)
        #expect(Array(Self.cameraStates(sim).dropFirst(before + 1)) == ["state: .capturing, reason: .ok",
                                                                        "state: .encoding, reason: .ok"])
        #expect(view.renderedFrames > shown)
        #expect(sim.trace.events.contains { $0.kind == .simulation && $0.name == "application" && $0.detail == "background" })
    }

    @Test func multitaskingKeepsTheCameraInTheBackground() {
        let (sim, view) = Self.publishing()
        #expect(sim.engine.setParameters("{\"rtc.camera_enable_multitasking\": true}") == 0)
        let before = Self.cameraStates(sim).count
        sim.engine.simApplicationState(inBackground: true)
        let shown = view.renderedFrames
        sim.advance(1)
        #expect(Self.cameraStates(sim).count == before)
        #expect(view.renderedFrames > shown)
    }

    @Test func allowingMultitaskingInTheBackgroundRestartsTheCamera() {
        let (sim, _) = Self.publishing()
        sim.engine.simApplicationState(inBackground: true)
        sim.advance(0.5)
        sim.engine.setParameters("{\"rtc.camera_enable_multitasking\": true}")
        sim.advance(0.5)
        #expect(Array(Self.cameraStates(sim).suffix(3)) == ["state: .failed, reason: .captureInBackground",
                                                            "state: .capturing, reason: .ok",
                                                            "state: .encoding, reason: .ok"])
    }
}
