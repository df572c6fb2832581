import Testing
import TestSupport
@testable import AgoraRtcSim

/// muteRemoteVideoStream: a muted user's frames stop reaching its view, and come back when unmuted.
@Suite struct RemoteVideoMuteTests {
    @Test func mutedUsersSendNoFramesUntilUnmuted() throws {
        let sim = SimHarness(remotes: 1)
        sim.join()
        let views = sim.bindRemoteViews(after: 3)
        let (uid, view) = try #require(views.first)
        let before = view.renderedFrames
        sim.advance(1)
        #expect(view.renderedFrames > before, "frames arrive")
        #expect(sim.engine.muteRemoteVideoStream(uid, mute: true) == 0)
        let muted = view.renderedFrames
        sim.advance(1)
        #expect(view.renderedFrames == muted, "none while muted")
        #expect(sim.engine.muteRemoteVideoStream(uid, mute: false) == 0)
        sim.advance(1)
        #expect(view.renderedFrames > muted, "they come back")
        #expect(sim.engine.muteRemoteVideoStream(0, mute: true) == -2)
        sim.destroy()
    }
}
