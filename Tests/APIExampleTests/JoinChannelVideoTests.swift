import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// JoinChannelVideo in virtual time: its form's uid, role and encoder settings reach the engine (and stay when the
/// settings change), every remote user gets a view, and the mute toggles.
@MainActor
@Suite struct JoinChannelVideoTests {
    @Test func aFormDrivenCaseKeepsItsOwnValues() throws {
        let run = try CaseRun("JoinChannelVideo")
        run.clock.advance(by: 3)
        let before = run.logMark
        var changed = GlobalSettings()
        changed.role = "audience"
        run.session.globalSettingsChanged(from: GlobalSettings(), to: changed)
        #expect(!run.since(before).called("setClientRole"))
        run.session.stop()
    }

    @Test func theFormsUidAndEncoderSettingsReachTheEngine() throws {
        let run = try CaseRun("JoinChannelVideo", form: ["uid": "1234", "resolution": "640x360", "fps": "30"], seconds: 4)
        #expect(run.called("setVideoEncoderConfiguration", startingWith: "{dimensions: 640x360, frameRate: .fps30"))
        #expect(run.called("joinChannel", startingWith: "channelId: \"demo\", uid: 1234"))
        #expect(run.session.status.localUid == 1234 && run.session.tiles.first?.uid == 1234)
        let stats = try #require(run.session.tiles.first?.stats)
        #expect(stats.width == 640 && stats.height == 360 && stats.frameRate == 30, "what goes out, as the remote users see it")
        // Every remote user gets a view as it joins.
        let remotes = run.session.tiles.filter { !$0.isLocal }
        #expect(remotes.count == 3)
        for tile in remotes {
            #expect(run.called("setupRemoteVideo", startingWith: "{uid: \(tile.uid), view: <view>"))
            #expect(tile.latestFrame != nil)
        }
        run.session.stop()
    }

    @Test func theMuteTogglesReachTheEngine() throws {
        let run = try CaseRun("JoinChannelVideo", seconds: 3)
        run.press("muteAudio")
        run.press("muteVideo")
        #expect(run.called("muteLocalAudioStream", with: "true", returned: 0) && run.called("muteLocalVideoStream", with: "true", returned: 0))
        #expect(run.control("muteAudio")?.kind == .toggle(true) && run.control("muteVideo")?.kind == .toggle(true))
        run.press("muteAudio")
        #expect(run.called("muteLocalAudioStream", with: "false", returned: 0) && run.control("muteAudio")?.kind == .toggle(false))
        run.session.stop()
    }

    @Test func anAudienceMemberPreviewsButPublishesNothing() throws {
        let run = try CaseRun("JoinChannelVideo", form: ["role": "audience"], seconds: 3)
        #expect(run.called("startPreview", returned: 0))
        let join = try #require(run.calls("joinChannel").first)
        #expect(join.detail.contains("publishCameraTrack: false, publishMicrophoneTrack: false, clientRoleType: .audience"))
        #expect(run.session.status.role == .audience && run.session.tiles.first?.view?.latestFrame != nil)
        run.session.stop()
    }
}
