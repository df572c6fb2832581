import AgoraAccessToken
import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// JoinChannelVideoToken in virtual time: a pasted token checked by the service, no token when none can be made,
/// joining by user account, and settings changed mid-session.
@MainActor
@Suite(.serialized) struct JoinChannelVideoTokenTests {
    @Test func aPastedWrongTokenGetsTheServicesAnswer() throws {
        // Signed correctly, but for another channel: the service answers invalid token.
        let wrong = try RtcTokenBuilder2.buildToken(
            appId: TestProject.appId, appCertificate: TestProject.certificate, channelName: "another", uid: 0,
            role: .publisher, tokenExpire: 600, privilegeExpire: 600, issueTs: UInt32(AgoraSimVirtualClock().unixNow))
        let run = try CaseRun("JoinChannelVideoToken", form: ["token": wrong, "channelName": "demo"],
                              keyCenter: TestProject.certified)
        run.clock.advance(by: 3)
        #expect(run.called("joinChannel"))
        #expect(run.session.status.connectionState == .failed)
        #expect(run.session.status.connectionReason == .invalidToken)
        #expect(run.session.notice?.key == "alert.engineError")
        #expect(run.session.notice?.arguments.first == "110")
        run.session.stop()
    }

    @Test func anEmptyTokenIsRefusedWhenNoneCanBeGenerated() throws {
        let run = try CaseRun("JoinChannelVideoToken", form: ["appId": "00000000000000000000000000000000"],
                              keyCenter: TestProject.certified)
        run.clock.advance(by: 3)
        #expect(!run.called("joinChannel"))
        #expect(run.session.notice?.key == "token.required")
        run.session.stop()
    }

    @Test func joiningByUserAccountRegistersItAndShowsIt() throws {
        let run = try CaseRun("JoinChannelVideoToken", form: ["userAccount": "alice"], keyCenter: TestProject.certified)
        run.clock.advance(by: 3)
        #expect(run.called("registerLocalUserAccount"))
        #expect(run.called("joinChannel"))
        #expect(run.session.status.isJoined)
        #expect(run.session.tiles.first?.account == "alice")
        run.session.stop()
    }

    @Test func theTokenCaseSwitchesRoleAndEncoderAtOnce() throws {
        let run = try CaseRun("JoinChannelVideoToken")
        run.clock.advance(by: 3)
        #expect(run.session.status.role == .broadcaster)
        var changed = GlobalSettings()
        changed.role = "audience"
        changed.resolution = "640x360"
        run.session.globalSettingsChanged(from: GlobalSettings(), to: changed)
        run.clock.advance(by: 1)
        #expect(run.called("setClientRole", selector: "setClientRole(_:)", with: ".audience", returned: 0))
        #expect(run.called("updateChannel"))
        #expect(run.called("setVideoEncoderConfiguration", startingWith: "{dimensions: 640x360"))
        #expect(run.session.status.role == .audience)
        run.session.stop()
    }
}
